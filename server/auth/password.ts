// Password and recovery-code hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id; a const enum cannot be imported under isolatedModules.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

/** False for a wrong secret and for a malformed stored hash alike. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time one verification takes when there is nothing to verify (an unknown
 * username), so that the answer's timing does not tell whether an account exists.
 */
export async function verifyNothing(secret: string): Promise<false> {
  // Stryker disable next-line StringLiteral: equivalent, any dummy secret costs the same and the answer is always false
  dummyHash ??= hashSecret('lumen-dummy-secret-that-matches-nothing');
  await verifySecret(await dummyHash, secret);
  return false;
}
