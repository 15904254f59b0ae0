// Every procedure of the real router with what a mock needs to answer it like the server:
// its type, its input and output schemas and its REST twin (server/trpc/init.ts, TransportMeta). Read from
// the router itself, as server/rest/plugin.ts does, so a new procedure is mocked on both
// transports without anyone listing it here.
import type { AnyProcedure } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import type { ZodType } from 'zod';
import { readableZodMessage, restBody, type RestRequest, type TransportMeta } from '../../server/trpc/init.ts';
import { appRouter } from '../../server/trpc/root.ts';

export interface MockedProcedure {
  /** "devotion.byDate" */
  path: string;
  type: 'query' | 'mutation';
  rest: NonNullable<TransportMeta['rest']> | null;
  /** The input as the procedure would see it, or a BAD_REQUEST with the server's message. */
  parseInput(raw: unknown): Promise<unknown>;
  /** The answer as the server would send it; a mock answer the output schema refuses is a bug in the test. */
  parseOutput(value: unknown): Promise<unknown>;
}

function inputParser(procedure: AnyProcedure): MockedProcedure['parseInput'] {
  // Every procedure here declares at most one zod input (server/trpc/routers).
  const [schema] = procedure._def.inputs as ZodType[];
  return async (raw) => {
    if (!schema) return raw;
    const result = await schema.safeParseAsync(raw);
    if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', message: readableZodMessage(result.error), cause: result.error });
    return result.data;
  };
}

function outputParser(path: string, procedure: AnyProcedure): MockedProcedure['parseOutput'] {
  const schema = (procedure._def as { output?: ZodType }).output;
  return async (value) => {
    if (!schema) return value;
    const result = await schema.safeParseAsync(value);
    // Not a TRPCError: the test itself is wrong, so it must fail loudly rather than show an error state.
    if (!result.success)
      throw new Error(`The mocked answer of ${path} does not match its output schema: ${readableZodMessage(result.error)}`);
    return result.data;
  };
}

export const PROCEDURES: readonly MockedProcedure[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, AnyProcedure>,
).flatMap(([path, procedure]) => {
  const type = procedure._def.type;
  if (type !== 'query' && type !== 'mutation') return [];
  const rest = ((procedure._def.meta ?? {}) as TransportMeta).rest ?? null;
  return [{ path, type, rest, parseInput: inputParser(procedure), parseOutput: outputParser(path, procedure) }];
});

/** The server's default REST input (server/rest/plugin.ts): path params over query string over JSON body. */
function defaultRestInput({ params, query, body }: RestRequest): unknown {
  return { ...restBody(body), ...query, ...params };
}

interface RestRoute {
  procedure: MockedProcedure;
  method: string;
  pattern: RegExp;
  paramNames: string[];
  segments: string[];
}

const isParam = (segment: string) => segment.startsWith(':');

/** Fastify prefers a static segment to a parameter ("/api/devotions/search" over "/:date"); msw and page.route do not, so order them. */
function bySpecificity(a: RestRoute, b: RestRoute): number {
  for (let index = 0; index < Math.min(a.segments.length, b.segments.length); index++) {
    const difference = Number(isParam(a.segments[index]!)) - Number(isParam(b.segments[index]!));
    if (difference !== 0) return difference;
  }
  return 0;
}

const REST_ROUTES: readonly RestRoute[] = PROCEDURES.flatMap((procedure) => {
  if (!procedure.rest) return [];
  const segments = procedure.rest.path.split('/').filter(Boolean);
  const paramNames = segments.filter(isParam).map((segment) => segment.slice(1));
  const source = segments.map((segment) => (isParam(segment) ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return [{ procedure, method: procedure.rest.method, pattern: new RegExp(`^/${source}/?$`), paramNames, segments }];
}).sort(bySpecificity);

export interface RestCall {
  procedure: MockedProcedure;
  /** The procedure input built from the request exactly as the server builds it. */
  input: unknown;
}

/** The procedure a REST request reaches and its input, or null when no route matches (the server's 404). */
export function matchRestCall(method: string, url: URL, body: unknown): RestCall | null {
  for (const route of REST_ROUTES) {
    if (route.method !== method.toUpperCase()) continue;
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    const params = Object.fromEntries(route.paramNames.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    const request: RestRequest = { params, query: Object.fromEntries(url.searchParams), body };
    return { procedure: route.procedure, input: (route.procedure.rest!.input ?? defaultRestInput)(request) };
  }
  return null;
}

export function procedureAt(path: string): MockedProcedure {
  const procedure = PROCEDURES.find((candidate) => candidate.path === path);
  if (!procedure) throw new Error(`The router has no procedure "${path}"`);
  return procedure;
}
