// server/auth/password.ts: argon2id for passwords and recovery codes, and the same cost for
// an unknown username as for a wrong password (DECISIONS "Accounts, members and safety").
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { hashSecret, verifyNothing, verifySecret } from '../../server/auth/password.ts';
import { newRecoveryCode } from '../../server/auth/recovery-code.ts';
import { canonicalRecoveryCode } from '../../src/shared/schemas/auth.ts';

describe('passwords', () => {
  it('are stored as argon2id with 19 MiB, 2 passes and 1 lane (OWASP minimum), salted', async () => {
    const first = await hashSecret('correct horse battery');
    const second = await hashSecret('correct horse battery');

    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toContain('correct horse battery');
    expect(second).not.toBe(first);
  });

  it('verify only with the same secret', async () => {
    const stored = await hashSecret('correct horse battery');
    expect(await verifySecret(stored, 'correct horse battery')).toBe(true);
    expect(await verifySecret(stored, 'Correct horse battery')).toBe(false);
  });

  it.each([['not-a-hash'], [''], ['$argon2id$v=19$m=19456,t=2,p=1$truncated']])(
    'a corrupt stored hash (%j) is a failed sign-in, not a server error',
    async (stored) => {
      await expect(verifySecret(stored, 'correct horse battery')).resolves.toBe(false);
    },
  );
});

describe('an unknown username', () => {
  async function fastest(attempt: () => Promise<unknown>, times = 3): Promise<number> {
    let best = Infinity;
    for (let i = 0; i < times; i++) {
      const start = performance.now();
      await attempt();
      best = Math.min(best, performance.now() - start);
    }
    return best;
  }

  it('is never signed in', async () => {
    await expect(verifyNothing('correct horse battery')).resolves.toBe(false);
  });

  it('costs a full argon2 verification, so timing does not tell whether the account exists', async () => {
    const stored = await hashSecret('correct horse battery');
    await verifyNothing('warm-up'); // the first call also makes the dummy hash

    const wrongPassword = await fastest(() => verifySecret(stored, 'not the password'));
    const noAccount = await fastest(() => verifyNothing('not the password'));

    // Fastest of three, with a wide margin: a skipped verification is ~100 times faster.
    expect(noAccount).toBeGreaterThan(wrongPassword / 3);
  });
});

describe('recovery codes', () => {
  it('are 20 symbols of Crockford base32 (no I, L, O, U), shown as four groups of five', async () => {
    const codes = await Promise.all([newRecoveryCode(), newRecoveryCode()]);
    for (const { code } of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(codes[0]!.code).not.toBe(codes[1]!.code);
  });

  it('are stored only as an argon2id hash of the code as typed in any case and spacing', async () => {
    const { code, hash } = await newRecoveryCode();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(code.replace(/-/g, ''));
    expect(await verifySecret(hash, canonicalRecoveryCode(code.toLowerCase().replace(/-/g, ' ')))).toBe(true);
  });

  it('use every symbol of the alphabet, with no symbol favoured', async () => {
    // 400 symbols: each of the 32 appears about 12 times; missing or doubled symbols show up.
    const symbols = (await Promise.all(Array.from({ length: 20 }, () => newRecoveryCode()))).flatMap(({ code }) =>
      code.replace(/-/g, '').split(''),
    );
    const counts = new Map<string, number>();
    for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(28);
    expect(Math.max(...counts.values())).toBeLessThan(40);
  });
});
