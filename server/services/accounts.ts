// Accounts: registration, password check and reset by recovery code (DECISIONS "Accounts,
// members and safety"). Sessions and throttling are the caller's (server/trpc/routers/auth.ts).
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../db/client.ts';
import { usernameKey, type LoginInput, type RegisterInput, type ResetPasswordInput } from '../../src/shared/schemas/auth.ts';
import { hashSecret, verifyNothing, verifySecret } from '../auth/password.ts';
import { newRecoveryCode } from '../auth/recovery-code.ts';
import type { SessionUser } from '../auth/sessions.ts';

interface AccountRow {
  id: string;
  username: string;
  password_hash: string;
  recovery_code_hash: string;
}

const UNIQUE_VIOLATION = '23505';

async function findAccount(sql: Sql, username: string): Promise<AccountRow | null> {
  const [row] = await sql<AccountRow[]>`
    SELECT id, username, password_hash, recovery_code_hash FROM users WHERE username_key = ${usernameKey(username)}`;
  return row ?? null;
}

export type Registration = { user: SessionUser; recoveryCode: string } | { taken: true };

export async function registerAccount(sql: Sql, input: RegisterInput): Promise<Registration> {
  if (await findAccount(sql, input.username)) return { taken: true };
  const [passwordHash, recovery] = await Promise.all([hashSecret(input.password), newRecoveryCode()]);
  try {
    const [user] = await sql<SessionUser[]>`
      INSERT INTO users (id, username, username_key, password_hash, recovery_code_hash)
      VALUES (${randomUUID()}, ${input.username}, ${usernameKey(input.username)}, ${passwordHash}, ${recovery.hash})
      RETURNING id, username`;
    return { user: user!, recoveryCode: recovery.code };
  } catch (error) {
    // Two registrations of one name at once: the unique key decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { taken: true };
    throw error;
  }
}

/** The account when the password is right, else null; an unknown name costs the same time. */
export async function checkPassword(sql: Sql, input: LoginInput): Promise<SessionUser | null> {
  const account = await findAccount(sql, input.username);
  if (!account) return verifyNothing(input.password).then(() => null);
  if (!(await verifySecret(account.password_hash, input.password))) return null;
  return { id: account.id, username: account.username };
}

/**
 * Sets a new password when the recovery code is right and returns the user and a new code
 * (the used one stops working); null for a wrong code and an unknown name alike, in the
 * same time. Ending the user's sessions is the caller's.
 */
export async function resetWithRecoveryCode(
  sql: Sql,
  input: ResetPasswordInput,
): Promise<{ user: SessionUser; recoveryCode: string } | null> {
  const account = await findAccount(sql, input.username);
  if (!account) return verifyNothing(input.recoveryCode).then(() => null);
  if (!(await verifySecret(account.recovery_code_hash, input.recoveryCode))) return null;
  const [passwordHash, recovery] = await Promise.all([hashSecret(input.newPassword), newRecoveryCode()]);
  // Only if the code is still the one just checked: two resets with one code, one wins.
  const [updated] = await sql`
    UPDATE users SET password_hash = ${passwordHash}, recovery_code_hash = ${recovery.hash}
    WHERE id = ${account.id} AND recovery_code_hash = ${account.recovery_code_hash}
    RETURNING id`;
  if (!updated) return null;
  return { user: { id: account.id, username: account.username }, recoveryCode: recovery.code };
}
