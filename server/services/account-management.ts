// A member's own account (issue 27 item 15): a new password, a new recovery code, and
// deleting the account with everything it keeps. Each asks for the current password first;
// ending sessions is the caller's (server/trpc/routers/account.ts).
import type { Sql } from '../../db/client.ts';
import { hashSecret, verifySecret } from '../auth/password.ts';
import { newRecoveryCode } from '../auth/recovery-code.ts';

async function passwordHashOf(sql: Sql, userId: string): Promise<string | null> {
  const [row] = await sql<{ password_hash: string }[]>`SELECT password_hash FROM users WHERE id = ${userId}`;
  return row?.password_hash ?? null;
}

/** True when `password` is the user's current one. */
export async function isCurrentPassword(sql: Sql, userId: string, password: string): Promise<boolean> {
  const stored = await passwordHashOf(sql, userId);
  return stored !== null && (await verifySecret(stored, password));
}

export async function setPassword(sql: Sql, userId: string, newPassword: string): Promise<void> {
  const passwordHash = await hashSecret(newPassword);
  await sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`;
}

/** A new recovery code; the old one stops working. Shown once, stored only as a hash. */
export async function replaceRecoveryCode(sql: Sql, userId: string): Promise<string> {
  const recovery = await newRecoveryCode();
  await sql`UPDATE users SET recovery_code_hash = ${recovery.hash} WHERE id = ${userId}`;
  return recovery.code;
}

/**
 * Deletes the account: its sessions, bookmarks, highlights, notes, journal and progress go
 * with it (every table of a member's rows references users ON DELETE CASCADE).
 */
export async function deleteAccount(sql: Sql, userId: string): Promise<void> {
  await sql`DELETE FROM users WHERE id = ${userId}`;
}
