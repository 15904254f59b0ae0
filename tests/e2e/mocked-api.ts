// Playwright fixtures for states the real database cannot easily show (no search results, a
// failing call, a member's data without an account): the page's `/trpc` and `/api` requests are
// answered in the browser by the same fake API the component tests use (tests/mocks/mock-api.ts),
// built from the same factories, superjson-encoded for tRPC, batches included. The page itself
// (HTML, scripts, images) still comes from the real server under test.
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { publicErrorMessage } from '../../server/trpc/init.ts';
import { takeBrokenAnswers } from '../mocks/broken-answers.ts';
import { answerRest, createMockApi, type ApiOverrides, type MockApi, type MockApiOptions } from '../mocks/mock-api.ts';

/** The fake API answering the page; a test may swap it at any time, before or after goto. */
class MockedApi {
  current: MockApi = createMockApi();

  /** Answers from now on: the factories, except where `overrides` say otherwise. */
  use(overrides: ApiOverrides = {}, options: MockApiOptions = {}): void {
    this.current = createMockApi(overrides, options);
  }
}

interface MockedApiFixtures {
  mockedApi: MockedApi;
  /** A page whose API calls are all answered by `mockedApi` (no service worker in between). */
  mockedPage: Page;
}

interface Answered {
  status: number;
  body: unknown;
}

async function answerProcedure(api: MockApi, path: string, serializedInput: unknown): Promise<Answered> {
  try {
    const input =
      serializedInput === undefined ? undefined : superjson.deserialize(serializedInput as Parameters<typeof superjson.deserialize>[0]);
    return { status: 200, body: { result: { data: superjson.serialize(await api.answer(path, input)) } } };
  } catch (cause) {
    const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
    const httpStatus = getHTTPStatusCodeFromError(error);
    const shape = {
      message: publicErrorMessage(error),
      code: TRPC_ERROR_CODES_BY_KEY[error.code],
      data: { code: error.code, httpStatus, path },
    };
    return { status: httpStatus, body: { error: superjson.serialize(shape) } };
  }
}

/** One tRPC HTTP request, single or batched (`/trpc/a,b?batch=1`), as the tRPC server answers it. */
async function answerTrpc(api: MockApi, route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const paths = decodeURIComponent(url.pathname.slice(url.pathname.indexOf('/trpc/') + '/trpc/'.length)).split(',');
  const rawInput = request.method() === 'GET' ? url.searchParams.get('input') : request.postData();
  const inputs = rawInput ? (JSON.parse(rawInput) as Record<string, unknown>) : {};
  if (url.searchParams.get('batch') !== '1') {
    const { status, body } = await answerProcedure(api, paths[0]!, rawInput ? inputs : undefined);
    return route.fulfill({ status, json: body });
  }
  const answers = await Promise.all(paths.map((path, index) => answerProcedure(api, path, inputs[String(index)])));
  const statuses = new Set(answers.map((answer) => answer.status));
  // tRPC answers a batch with mixed outcomes as 207 Multi-Status.
  await route.fulfill({ status: statuses.size === 1 ? answers[0]!.status : 207, json: answers.map((answer) => answer.body) });
}

async function answerRestRoute(api: MockApi, route: Route): Promise<void> {
  const request = route.request();
  const body = request.postData();
  const answer = await answerRest(api, request.method(), new URL(request.url()), body ? JSON.parse(body) : undefined);
  // Anything else under /api (the preview image, an unknown path) goes to the real server.
  if (!answer) return route.fallback();
  await route.fulfill({ status: answer.status, json: answer.body });
}

export const test = base.extend<MockedApiFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  mockedApi: async ({}, use) => {
    await use(new MockedApi());
  },

  mockedPage: async ({ browser, baseURL, mockedApi }, use) => {
    // A service worker would answer some requests itself, out of page.route's reach.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/trpc/**', (route) => answerTrpc(mockedApi.current, route));
    await page.route('**/api/**', (route) => answerRestRoute(mockedApi.current, route));
    await use(page);
    await context.close();
    // A mocked answer that broke its output schema is a bug in the test: fail it by name.
    const broken = takeBrokenAnswers();
    if (broken.length > 0) throw new Error(broken.join('\n'));
  },
});

export { expect };
