import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from './app-error.ts';

/** How long a session's file address works after the page that made it was opened. */
export const sessionFileAddressSeconds = 15 * 60;

type Query = { expires?: unknown; signature?: unknown };

/** The addresses of one kind of private file: made for a session, and checked when they are asked for. */
export interface SessionFileAddresses<Path extends readonly string[]> {
  /** Where the routes serve them; the path's parts follow, each encoded. */
  prefix: string;
  /** The address of the file at `path`, for this session, for sessionFileAddressSeconds. */
  address(sessionId: string, path: Path, now: Date): string;
  /** Refuses (403) an address not signed for this session and path, or past its expiry. */
  check(sessionId: string, path: Path, query: Query, now: Date): void;
}

/**
 * Addresses of private files served under `prefix` to the session they were made for (ADR 0067):
 * signed with the session's own id (the SHA-256 of its cookie, never sent to a browser), so an address
 * passed on opens nothing; the signed text names `scheme` (a version and a purpose), so no other
 * signature of the portal opens these files. A refusal names `what` was asked for and says to `reopen`
 * the page that makes the addresses.
 */
export function sessionFileAddresses<Path extends readonly string[]>({
  scheme,
  prefix,
  what,
  reopen,
}: {
  scheme: string;
  prefix: string;
  what: string;
  reopen: string;
}): SessionFileAddresses<Path> {
  const sign = (sessionId: string, path: Path, expires: number) =>
    createHmac('sha256', sessionId)
      .update(JSON.stringify([scheme, ...path, expires]))
      .digest('base64url');
  return {
    prefix,
    address(sessionId, path, now) {
      const expires = Math.floor(now.getTime() / 1000) + sessionFileAddressSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(sessionId, path, expires),
      });
      return `${prefix}${path.map(encodeURIComponent).join('/')}?${query}`;
    },
    check(sessionId, path, query, now) {
      const expires =
        typeof query.expires === 'string' && /^\d{1,15}$/.test(query.expires) ? Number(query.expires) : NaN;
      const given = Buffer.from(typeof query.signature === 'string' ? query.signature : '');
      const expected = Buffer.from(Number.isNaN(expires) ? '' : sign(sessionId, path, expires));
      if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('FORBIDDEN', `This ${what} address is not valid for you; ${reopen}.`, {
          signature: 'does not match',
        });
      }
      if (now.getTime() > expires * 1000) {
        throw new AppError('FORBIDDEN', `This ${what} address has expired; ${reopen}.`, {
          expires: 'has passed',
        });
      }
    },
  };
}
