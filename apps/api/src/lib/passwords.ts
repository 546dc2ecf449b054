import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1). `@node-rs/argon2` declares `Algorithm` as a
 * const enum, which isolated modules cannot import: 2 is its Argon2id.
 */
const ARGON2ID = 2;
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** An argon2id PHC string of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * True when the password matches the hash. Without a hash (unknown mobile, account without a password) it
 * still spends the time of one verification, so response times do not tell which mobiles exist.
 */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= hashPassword('medibridge-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}

/** How many of the most common passwords are refused (ASVS 2.1.7). */
export const COMMON_PASSWORD_COUNT = 1000;

let common: Set<string> | null = null;

/**
 * The 1,000 most common passwords, from the frequency-ranked list maintained by zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, compiled from leaked-password corpora), loaded once.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(__filename);
    const pack = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    const ranked = pack.dictionary['passwords-common'];
    if (!Array.isArray(ranked) || ranked.length < COMMON_PASSWORD_COUNT)
      throw new Error('@zxcvbn-ts/language-common has no passwords-common list');
    common = new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  }
  return common;
}

/** True when the password (ignoring case) is one of the 1,000 most common. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
