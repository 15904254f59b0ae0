// Playwright fixtures for signed-in journeys. The server under test owns its database (the
// embedded engine is single-process), so the account is made the way a reader makes one,
// through POST /api/auth/register, and its session cookie is handed to the page's context.
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIResponse, type Page } from '@playwright/test';

export interface TestAccount {
  username: string;
  password: string;
  /** The one-time recovery code shown at registration. */
  recoveryCode: string;
}

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
}

const SESSION_COOKIE = 'lumen_session';

async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const test = base.extend<AccountFixtures>({
  account: async ({ page, request, baseURL }, use) => {
    if (!baseURL) throw new Error('The account fixtures need `use.baseURL` (playwright.config.ts).');
    const origin = new URL(baseURL).origin;
    const account = { username: `e2e-${randomUUID().slice(0, 12)}`, password: `pw-${randomUUID()}` };
    const response = await request.post('/api/auth/register', { data: account, headers: { origin } });
    const { recoveryCode } = await json<{ recoveryCode: string }>(response);
    const setCookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${SESSION_COOKIE}=`));
    if (!setCookie) throw new Error('Registration answered without a session cookie');
    const value = setCookie.value.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
    // `url` makes it a host-only cookie of the server under test (not Secure over plain http).
    await page.context().addCookies([{ name: SESSION_COOKIE, value, url: origin, httpOnly: true, sameSite: 'Lax' }]);
    await use({ ...account, recoveryCode });
  },

  signedInPage: async ({ page, account }, use) => {
    void account; // asked for so that the page is signed in before it is used
    await use(page);
  },

  userApi: async ({ page, account, baseURL }, use) => {
    void account;
    // The page's request context shares its cookies: these calls are the signed-in reader's.
    const headers = { origin: new URL(baseURL!).origin };
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
