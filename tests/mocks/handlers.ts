// msw handlers for the whole API over both transports: tRPC through msw-trpc (one handler per
// procedure, found by walking the router) and the REST paths declared in each procedure's
// metadata. Component tests get them from renderApp (tests/setup/render-app.tsx) or use them
// directly: `server.use(...mockApi({ devotion: { byDate: failWith('NOT_FOUND', '…') } }))`.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { answerRest, createMockApi, type ApiOverrides, type MockApi, type MockApiOptions } from './mock-api.ts';
import { PROCEDURES } from './procedures.ts';
import { TEST_BASE_URL, trpcMsw } from './trpc.ts';

type UntypedProcedureMock = Record<'query' | 'mutation', (handler: (request: { input: unknown }) => Promise<unknown>) => RequestHandler>;

function trpcHandlers(api: MockApi): RequestHandler[] {
  // The typed proxy is indexed by path here; the answers themselves are typed in mock-api.ts.
  const byPath = trpcMsw as unknown as Record<string, Record<string, UntypedProcedureMock>>;
  return PROCEDURES.map(({ path, type }) => {
    const [router, name] = path.split('.') as [string, string];
    return byPath[router]![name]![type](({ input }) => api.answer(path, input));
  });
}

function restHandler(api: MockApi): RequestHandler {
  return http.all(`${TEST_BASE_URL}/api/*`, async ({ request }) => {
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const answer = await answerRest(api, request.method, new URL(request.url), text ? JSON.parse(text) : undefined);
    // No route: left unhandled, so `onUnhandledRequest: 'error'` names it.
    return answer ? HttpResponse.json(answer.body as never, { status: answer.status }) : undefined;
  });
}

/**
 * Handlers answering every procedure on `/trpc` and `/api`: from the factories, except where
 * `overrides` says otherwise. Each call has its own fake account, so tests never share state.
 */
export function mockApi(overrides: ApiOverrides = {}, options: MockApiOptions = {}): RequestHandler[] {
  return handlersFor(createMockApi(overrides, options));
}

/** Handlers over an API made by createMockApi, for a test that also reads its `memberData`. */
export function handlersFor(api: MockApi): RequestHandler[] {
  return [...trpcHandlers(api), restHandler(api)];
}
