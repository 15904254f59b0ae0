import { describe, expect, it } from 'vitest';
import { commonPasswordCount } from '../../server/auth/password-policy.ts';
import { WEAK_PASSWORD_MESSAGES } from '../../src/shared/schemas/auth.ts';
import { restError } from '../setup/procedure-output.ts';
import { registerTestUser, SAME_ORIGIN, TEST_PASSWORD, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

function post(url: string, payload: object) {
  return context.app.inject({ method: 'POST', url, payload, headers: SAME_ORIGIN });
}

describe('weak passwords (ASVS 6.2.4)', () => {
  it('ships a list of at least the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    ['123456', WEAK_PASSWORD_MESSAGES.common],
    ['password', WEAK_PASSWORD_MESSAGES.common],
    ['Qwerty123', WEAK_PASSWORD_MESSAGES.common],
    ['iloveyou', WEAK_PASSWORD_MESSAGES.common],
    ['      ', WEAK_PASSWORD_MESSAGES.oneCharacter],
    ['zzzzzzzz', WEAK_PASSWORD_MESSAGES.oneCharacter],
    ['Priscilla', WEAK_PASSWORD_MESSAGES.containsUsername],
    ['my priscilla 2025', WEAK_PASSWORD_MESSAGES.containsUsername],
  ])('refuses registering with %j, saying why, and makes no account', async (password, message) => {
    const response = await post('/api/auth/register', { username: 'Priscilla', password });
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe(message);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await context.db.sql`SELECT 1 FROM users`).toHaveLength(0);
  });

  it('keeps the minimum of 6 and accepts an uncommon password', async () => {
    expect((await post('/api/auth/register', { username: 'Aquila', password: 'tents at Corinth' })).statusCode).toBe(200);
  });

  it('refuses a weak new password at reset, over tRPC as over REST', async () => {
    const user = await registerTestUser(context.app, 'Apollos', TEST_PASSWORD);
    const reset = await post('/api/auth/reset-password', {
      username: 'Apollos',
      recoveryCode: user.recoveryCode,
      newPassword: 'apollos1',
      confirmPassword: 'apollos1',
    });
    expect(reset.statusCode).toBe(400);
    expect(restError(reset)).toBe(WEAK_PASSWORD_MESSAGES.containsUsername);
    const overTrpc = await context.app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: { json: { username: 'Lois', password: 'letmein' } },
    });
    expect(overTrpc.statusCode).toBe(400);
    expect(overTrpc.json().error.json.message).toBe(WEAK_PASSWORD_MESSAGES.common);
  });
});
