import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';

/** How long the address of a learner's mini-assignment file works after staff opened the submissions. */
export const miniFileAddressSeconds = 15 * 60;

/** Where the API serves a learner's mini-assignment file to staff who teach the course. */
export const miniFilePathPrefix = '/files/mini-assignment/';

// The signed text names its version and purpose, so no other signature of the portal opens this file.
const scheme = 'aula-mini-assignment-file-v1';

/** Keyed by the session's own id, as marking's answer files are (ADR 0072): one session, a few minutes. */
function sign(sessionId: string, path: readonly string[], expires: number): string {
  return createHmac('sha256', sessionId)
    .update(JSON.stringify([scheme, ...path, expires]))
    .digest('base64url');
}

export type MiniFilePath = readonly [bcid: string, quizid: string, eid: string, answer: string];

/** The address of answer `answer` (its index) of learner `eid`'s submission, for one session. */
export function miniFileAddress(sessionId: string, path: MiniFilePath, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + miniFileAddressSeconds;
  const query = new URLSearchParams({ expires: String(expires), signature: sign(sessionId, path, expires) });
  return `${miniFilePathPrefix}${path.map(encodeURIComponent).join('/')}?${query}`;
}

/** Refuses (403) an address not signed for this session and file, or past its expiry. */
export function checkMiniFileAddress(
  sessionId: string,
  path: MiniFilePath,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): void {
  const expires =
    typeof query.expires === 'string' && /^\d{1,15}$/.test(query.expires) ? Number(query.expires) : NaN;
  const given = Buffer.from(typeof query.signature === 'string' ? query.signature : '');
  const expected = Buffer.from(Number.isNaN(expires) ? '' : sign(sessionId, path, expires));
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('FORBIDDEN', 'This file address is not valid for you; open the submissions again.', {
      signature: 'does not match',
    });
  }
  if (now.getTime() > expires * 1000) {
    throw new AppError('FORBIDDEN', 'This file address has expired; open the submissions again.', {
      expires: 'has passed',
    });
  }
}
