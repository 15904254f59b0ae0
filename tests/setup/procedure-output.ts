// API tests read every answer through the schema the procedure declares (`.output(...)` in
// server/trpc/routers), over REST and tRPC alike, so that a change of shape fails the test that
// sees it, and read failures through the one REST error shape.
import type { AnyProcedure, AnyRouter, inferRouterOutputs } from '@trpc/server';
import type { LightMyRequestResponse } from 'fastify';
import superjson, { type SuperJSONResult } from 'superjson';
import { expect } from 'vitest';
import type { z } from 'zod';
import { appRouter, type AppRouter } from '../../server/trpc/root.ts';
import { apiErrorSchema } from '../../src/shared/schemas/common.ts';

type Outputs = inferRouterOutputs<AppRouter>;

/** "devotion.byDate", "notes.update", … */
export type ProcedurePath = {
  [Router in keyof Outputs & string]: `${Router}.${keyof Outputs[Router] & string}`;
}[keyof Outputs & string];

export type OutputOf<Path extends ProcedurePath> = Path extends `${infer Router extends keyof Outputs & string}.${infer Name}`
  ? Name extends keyof Outputs[Router]
    ? Outputs[Router][Name]
    : never
  : never;

function outputSchemaOf(path: ProcedurePath): z.ZodType {
  const procedure = ((appRouter as AnyRouter)._def.procedures as Record<string, AnyProcedure>)[path];
  const output = (procedure?._def as { output?: z.ZodType } | undefined)?.output;
  if (!output) throw new Error(`${path} declares no output schema`);
  return output;
}

/** Parsed by the output schema, and exactly it: zod drops fields it does not name, so more must fail too. */
function exactly<Path extends ProcedurePath>(path: Path, body: unknown): OutputOf<Path> {
  const parsed = outputSchemaOf(path).parse(body);
  expect(parsed, `${path} answered fields its output schema does not name`).toEqual(body);
  return parsed as OutputOf<Path>;
}

/** The body of a successful REST answer of the procedure at `path`. */
export function restOutput<Path extends ProcedurePath>(path: Path, response: LightMyRequestResponse): OutputOf<Path> {
  expect(response.statusCode, response.body).toBe(200);
  return exactly(path, response.json());
}

/** The result of a successful (unbatched) tRPC call of the procedure at `path`, decoded from superjson. */
export function trpcOutput<Path extends ProcedurePath>(path: Path, response: LightMyRequestResponse): OutputOf<Path> {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { result: { data: SuperJSONResult } };
  return exactly(path, superjson.deserialize(body.result.data));
}

/** The message of a failed REST answer, which must be exactly `{ error }`. */
export function restError(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  const body: unknown = response.json();
  expect(apiErrorSchema.parse(body), 'a REST failure answers only { error }').toEqual(body);
  return apiErrorSchema.parse(body).error;
}
