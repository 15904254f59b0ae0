// Reads each procedure's transport policy from its metadata (init.ts, TransportMeta), so that
// the REST table, tRPC's cache headers and the service worker's rule all come from one place.
import type { IncomingHttpHeaders } from 'node:http';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { TransportMeta } from './init.ts';

export interface ProcedurePolicy {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  cache: 'public' | 'private';
  rest: TransportMeta['rest'] | null;
}

export function procedurePolicies(router: AnyRouter): Map<string, ProcedurePolicy> {
  const policies = new Map<string, ProcedurePolicy>();
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, AnyProcedure>)) {
    const meta = (procedure._def.meta ?? {}) as TransportMeta;
    // Private is the default: only a procedure that says so is cacheable.
    policies.set(path, { path, type: procedure._def.type, cache: meta.cache === 'public' ? 'public' : 'private', rest: meta.rest ?? null });
  }
  return policies;
}

/** A tRPC response (one call or a batch) is public only when every call in it is a public query that succeeded. */
export function isPublicResponse(policies: Map<string, ProcedurePolicy>, paths: readonly string[] | undefined, failed: boolean): boolean {
  if (failed || !paths || paths.length === 0) return false;
  return paths.every((path) => {
    const policy = policies.get(path);
    return policy?.type === 'query' && policy.cache === 'public';
  });
}

/**
 * tRPC answers a request for streamed results (`trpc-accept`, or `Accept: application/jsonl`)
 * in another format at the same URL. Such an answer is sent as the stream it is, and neither
 * read from nor put into the public response store. Any `trpc-accept` counts: when unsure,
 * streaming and not storing is the safe side.
 */
export function wantsStreamedAnswer(headers: IncomingHttpHeaders): boolean {
  return headers['trpc-accept'] !== undefined || (headers.accept?.includes('application/jsonl') ?? false);
}
