import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { randomCode } from '../../platform/random-code.ts';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms a hash here,
 * slow enough to make a stolen table expensive, cheap enough for a campus signing in at once.
 */
export const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with weaker settings than today's (then it is rehashed at sign-in). */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, hashOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check, so that the answer's timing does
 * not tell which e-mails have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line !== '' && !line.startsWith('#')),
    );
  }
  return common;
}

/** One of the passwords attackers try first (case does not help: 'P@ssw0rd' is as common as 'p@ssw0rd'). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/l/I). */
const readableCharacters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * A temporary password for an account that staff make (about 70 bits, `Xk7m-Pq3r-Zt8w`): it only lets
 * its owner choose their own at first sign-in.
 */
export function temporaryPassword(): string {
  return randomCode(readableCharacters, 3, 4);
}
