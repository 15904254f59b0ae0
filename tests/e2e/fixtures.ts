// Playwright fixtures for signed-in journeys. The account and its session are written straight
// into the server's database by the test harness (tests/e2e/server.ts), so a test that is about
// notes or sync does not also depend on the sign-in dialog; the dialog has its own tests
// (accounts.spec.ts). The session id becomes the page's `lumen_session` cookie, and the app
// finds the reader signed in on its first `auth.me`, as it would after a real sign-in.
import type { BrowserContext } from '@playwright/test';
import { test as base, expect, type APIResponse, type Page } from '@playwright/test';
import type { SeededAccount } from './server.ts';

export type TestAccount = Omit<SeededAccount, 'sessionId'>;

/** JSON calls to the REST API as the signed-in account, with the same-origin header a browser sends. */
export interface UserApi {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  put<T = unknown>(path: string, data?: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
}

interface AccountFixtures {
  /** A fresh account, signed in on `page`'s context. */
  account: TestAccount;
  /** The page, already signed in as `account`. */
  signedInPage: Page;
  userApi: UserApi;
  /** Signs `context` in as `account` with a session of its own, as a second device would be. */
  signInOnAnotherDevice: (context: BrowserContext) => Promise<void>;
}

const SESSION_COOKIE = 'lumen_session';

function controlUrl(path: string): string {
  const port = process.env.E2E_CONTROL_PORT;
  if (!port) throw new Error('E2E_CONTROL_PORT is unset: the fixtures need the harness of tests/e2e/server.ts (playwright.config.ts)');
  return `http://127.0.0.1:${port}${path}`;
}

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(controlUrl(path), { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`${response.status} from the test harness's ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function addSessionCookie(context: BrowserContext, origin: string, sessionId: string): Promise<void> {
  // `url` makes it a host-only cookie of the server under test (not Secure over plain http).
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionId, url: origin, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * What signing in through the app leaves in the browser besides the cookie: the member's name,
 * cached (src/features/auth/hooks/use-session.ts).
 */
async function rememberMember(context: BrowserContext, origin: string, username: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((name) => localStorage.setItem('lumen-user', JSON.stringify({ username: name })), username);
  } finally {
    await page.close();
  }
}

async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return (await response.json()) as T;
}

function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('The account fixtures need `use.baseURL` (playwright.config.ts).');
  return new URL(baseURL).origin;
}

export const test = base.extend<AccountFixtures>({
  account: async ({ page, baseURL }, use) => {
    const { sessionId, ...account } = await control<SeededAccount>('/accounts');
    await addSessionCookie(page.context(), originOf(baseURL), sessionId);
    await rememberMember(page.context(), originOf(baseURL), account.username);
    await use(account);
  },

  signedInPage: async ({ page, account }, use) => {
    void account; // asked for so that the page is signed in before it is used
    await use(page);
  },

  signInOnAnotherDevice: async ({ account, baseURL }, use) => {
    await use(async (context) => {
      const { sessionId } = await control<{ sessionId: string }>('/sessions', { username: account.username });
      await addSessionCookie(context, originOf(baseURL), sessionId);
      await rememberMember(context, originOf(baseURL), account.username);
    });
  },

  userApi: async ({ page, account, baseURL }, use) => {
    void account;
    // The page's request context shares its cookies: these calls are the signed-in reader's.
    const headers = { origin: originOf(baseURL) };
    const api = page.request;
    await use({
      get: async (path) => json(await api.get(path, { headers })),
      post: async (path, data) => json(await api.post(path, { headers, ...(data === undefined ? {} : { data }) })),
      put: async (path, data) => json(await api.put(path, { headers, ...(data === undefined ? {} : { data }) })),
      delete: async (path) => json(await api.delete(path, { headers })),
    });
  },
});

export { expect };
