// A fake of the whole API for tests, independent of how requests travel: msw (handlers.ts) and
// Playwright's page.route (tests/e2e/mocked-api.ts) both ask it for answers. Each procedure
// answers from factories by default (default-answers.ts); a test overrides any answer with a
// function typed by the router: input in, output out.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { publicErrorMessage } from '../../server/trpc/init.ts';
import type { RouterInputs, RouterOutputs } from '../../src/lib/trpc.ts';
import type { User } from '../../src/shared/schemas/user-data.ts';
import { reportBrokenAnswer } from './broken-answers.ts';
import { createDefaultAnswers, type MemberData } from './default-answers.ts';
import { matchRestCall, procedureAt } from './procedures.ts';

type RouterName = keyof RouterOutputs;

/** How one procedure answers: its input (as the server would parse it) in, its output out. */
export type Answer<R extends RouterName, P extends keyof RouterOutputs[R]> = (
  input: P extends keyof RouterInputs[R] ? RouterInputs[R][P] : never,
) => RouterOutputs[R][P] | Promise<RouterOutputs[R][P]>;

/** An answer for every procedure: a procedure added to the router fails the typecheck until it has a default. */
export type Answers = { [R in RouterName]: { [P in keyof RouterOutputs[R]]: Answer<R, P> } };

/** `{ devotion: { byDate: (input) => buildDevotionResponse({ date: input.date }) } }` */
export type ApiOverrides = { [R in RouterName]?: Partial<Answers[R]> };

export interface MockApiOptions {
  /** Who the session belongs to (auth.me answers it); null: signed out. */
  user?: User | null;
  /** What the signed-in member already has on the server. */
  memberData?: Partial<MemberData>;
}

export interface MockApi {
  /** The procedure's answer to a raw input; throws a TRPCError as the procedure would. */
  answer(path: string, rawInput: unknown): Promise<unknown>;
  /** What the fake server holds for the member now, for a test to check what was saved. */
  memberData: MemberData;
}

/**
 * An answer that fails as the server does, typed by tRPC's error codes:
 * `mockApi({ notes: { create: failWith('BAD_REQUEST', 'A note cannot be empty') } })`.
 */
export function failWith(code: TRPC_ERROR_CODE_KEY, message: string): () => never {
  return () => {
    throw new TRPCError({ code, message });
  };
}

export function createMockApi(overrides: ApiOverrides = {}, options: MockApiOptions = {}): MockApi {
  const { answers: defaults, memberData } = createDefaultAnswers(options);
  return {
    memberData,
    async answer(path, rawInput) {
      const procedure = procedureAt(path);
      const [router, name] = path.split('.') as [RouterName, string];
      const answers = { ...defaults[router], ...overrides[router] } as Record<string, (input: unknown) => unknown>;
      // Inputs are checked by the real schema, so a client bug answers 400 here as it would in production.
      const input = await procedure.parseInput(rawInput);
      const output = await answers[name]!(input);
      try {
        return await procedure.parseOutput(output);
      } catch (error) {
        reportBrokenAnswer((error as Error).message);
        throw error;
      }
    },
  };
}

export interface RestAnswer {
  status: number;
  /** The JSON body: the procedure's output, or `{ error }` (server/rest/plugin.ts). */
  body: unknown;
}

/** Answers a REST request as server/rest/plugin.ts would, or null when no route matches. */
export async function answerRest(api: MockApi, method: string, url: URL, body: unknown): Promise<RestAnswer | null> {
  const call = matchRestCall(method, url, body);
  if (!call) return null;
  try {
    return { status: 200, body: (await api.answer(call.procedure.path, call.input)) ?? null };
  } catch (cause) {
    const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
    return { status: getHTTPStatusCodeFromError(error), body: { error: publicErrorMessage(error) } };
  }
}
