import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters no one can guess. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The shape of a token, checked before any lookup so junk never reaches the database. */
export function isFeedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
