// Every way into the API, read from the router itself: each procedure over tRPC, and over
// REST where its metadata names a path (server/trpc/transport.ts). A new procedure is
// therefore fuzzed without anyone adding it here.
import type { AnyProcedure } from '@trpc/server';
import { inputFieldSchemas } from '../../../server/http/openapi.ts';
import { appRouter } from '../../../server/trpc/root.ts';
import { procedurePolicies } from '../../../server/trpc/transport.ts';

export interface ApiTarget {
  /** "notes.update" */
  procedure: string;
  type: 'query' | 'mutation';
  transport: 'trpc' | 'rest';
  method: string;
  /** "/api/notes/:id" or "/trpc/notes.update" */
  path: string;
  /** Names of the path's parameters ("id"). */
  params: string[];
  /** Top-level keys of the input schema, so generated inputs get past "unknown key" and reach the handler. */
  inputKeys: string[];
  /** The JSON Schema of each key (a REST alias such as `id` for `devotionId` included): its documented range. */
  fieldSchemas: Record<string, Record<string, unknown>>;
  name: string;
}

function inputKeysOf(procedure: AnyProcedure): string[] {
  const inputs = (procedure._def as { inputs?: unknown[] }).inputs ?? [];
  const keys = new Set<string>();
  for (const schema of inputs) {
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) keys.add(key);
  }
  return [...keys];
}

export function apiTargets(): ApiTarget[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  const targets: ApiTarget[] = [];
  for (const policy of procedurePolicies(appRouter).values()) {
    if (policy.type === 'subscription') continue;
    const inputKeys = inputKeysOf(procedures[policy.path]!);
    const fieldSchemas = inputFieldSchemas(procedures[policy.path]!);
    const method = policy.type === 'query' ? 'GET' : 'POST';
    targets.push({
      procedure: policy.path,
      type: policy.type,
      transport: 'trpc',
      method,
      path: `/trpc/${policy.path}`,
      params: [],
      inputKeys,
      fieldSchemas,
      name: `tRPC ${method} ${policy.path}`,
    });
    if (policy.rest) {
      const params = [...policy.rest.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      targets.push({
        procedure: policy.path,
        type: policy.type,
        transport: 'rest',
        method: policy.rest.method,
        path: policy.rest.path,
        params,
        inputKeys: [...new Set([...inputKeys, ...params])],
        fieldSchemas: {
          ...fieldSchemas,
          ...Object.fromEntries(Object.entries(policy.rest.aliases ?? {}).map(([name, { field }]) => [name, fieldSchemas[field] ?? {}])),
        },
        name: `REST ${policy.rest.method} ${policy.rest.path}`,
      });
    }
  }
  return targets;
}
