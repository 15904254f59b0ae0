// One-time recovery codes (DECISIONS "Accounts, members and safety"): 20 symbols of
// Crockford's base32 from the system's CSPRNG, 100 bits, shown once as XXXXX-XXXXX-XXXXX-XXXXX.
import { randomBytes } from 'node:crypto';
import { canonicalRecoveryCode } from '../../src/shared/schemas/auth.ts';
import { hashSecret } from './password.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 20;

export interface RecoveryCode {
  /** Shown to the reader once. */
  code: string;
  /** Stored. */
  hash: string;
}

export async function newRecoveryCode(): Promise<RecoveryCode> {
  // 256 is a multiple of 32, so `byte & 31` picks every symbol with the same chance.
  const symbols = Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte & 31]).join('');
  const code = symbols.match(/.{5}/g)!.join('-');
  // argon2id although the code has 100 bits: an unknown username then costs the same one
  // verification as a wrong code, so timing does not tell them apart.
  return { code, hash: await hashSecret(canonicalRecoveryCode(code)) };
}
