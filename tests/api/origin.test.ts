// Cross-site request forgery guard: every write to /trpc or /api must come from our own
// origin (DECISIONS "Accounts, members and safety").
import { describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_MESSAGE } from '../../server/auth/origin.ts';
import { restError } from '../setup/procedure-output.ts';
import { createTestApp, registerTestUser, TEST_ORIGIN, TEST_PASSWORD, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

const trpcLogin = (headers: Record<string, string>) =>
  context.app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ json: { username: 'Ruth', password: TEST_PASSWORD } }),
  });

const restLogin = (headers: Record<string, string>) =>
  context.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username: 'Ruth', password: TEST_PASSWORD } });

describe.each([
  ['POST /trpc', trpcLogin],
  ['POST /api', restLogin],
])('%s', (_name, login) => {
  it.each([
    ['no Origin', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://lumen.test.evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site with our Origin spoofed wrongly', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ["the request's own host under another scheme", { origin: 'https://127.0.0.1:3000', host: '127.0.0.1:3000' }],
    ['PUBLIC_ORIGIN under another scheme', { origin: TEST_ORIGIN.replace('http:', 'https:') }],
    ['PUBLIC_ORIGIN on another port', { origin: `${TEST_ORIGIN}:8080` }],
  ])('refuses a write with %s: 403, nothing done', async (_case, headers) => {
    await registerTestUser(context.app, 'Ruth');
    const response = await login(headers);
    expect(response.statusCode).toBe(403);
    expect(restError(response)).toBe(CROSS_ORIGIN_MESSAGE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await context.db.sql`SELECT id FROM sessions`).toHaveLength(1);
  });

  it.each([
    ['Origin = PUBLIC_ORIGIN', { origin: TEST_ORIGIN }],
    ["Origin = the request's own host", { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
  ])('allows a write with %s', async (_case, headers) => {
    await registerTestUser(context.app, 'Ruth');
    const response = await login(headers);
    expect(response.statusCode).toBe(200);
    expect(await context.db.sql`SELECT id FROM sessions`).toHaveLength(2);
  });
});

describe('reads and other paths', () => {
  it('lets GET through without an Origin (tRPC queries and REST reads)', async () => {
    expect((await context.app.inject('/api/auth/me')).statusCode).toBe(200);
    expect((await context.app.inject('/trpc/auth.me')).statusCode).toBe(200);
  });

  it.each(['PUT', 'DELETE'] as const)('refuses a cross-origin %s to /api with the session cookie', async (method) => {
    const user = await registerTestUser(context.app);
    const response = await context.app.inject({
      method,
      url: '/api/notes/1',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: { content: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(restError(response)).toBe(CROSS_ORIGIN_MESSAGE);
  });
});

describe('in production', () => {
  it("allows only PUBLIC_ORIGIN, never an Origin that merely matches the request's own Host", async () => {
    const app = await createTestApp(context.db.sql, undefined, { NODE_ENV: 'production' });
    try {
      await registerTestUser(app, 'Ruth');
      const login = (headers: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username: 'Ruth', password: TEST_PASSWORD } });
      expect((await login({ origin: 'http://attacker.example', host: 'attacker.example' })).statusCode).toBe(403);
      expect((await login({ origin: TEST_ORIGIN })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
