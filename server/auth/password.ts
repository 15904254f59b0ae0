// Password and recovery-code hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id; a const enum cannot be imported under isolatedModules.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool (4 threads), which static files, compression and DNS
 * share: a burst of registrations once held all four and slowed static files from 41 ms to
 * 2.6 s (issue 27 item 2). At most two hash at once; the rest wait their turn in order.
 */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `running` never dips below the bound.
    if (next) next();
    else running -= 1;
  }
}

/** How many hashes or verifications are running now (for tests and the bench). */
export function hashesInFlight(): number {
  return running;
}

export function hashSecret(secret: string): Promise<string> {
  return withHashingSlot(() => hash(secret, OPTIONS));
}

/** False for a wrong secret and for a malformed stored hash alike. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await withHashingSlot(() => verify(storedHash, secret));
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
