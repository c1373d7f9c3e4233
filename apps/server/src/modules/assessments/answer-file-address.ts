import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';

/** How long the address of a learner's file answer works after the marker opened the attempt. */
export const answerFileAddressSeconds = 15 * 60;

/** Where the API serves a learner's file answer to staff who teach the assessment. */
export const answerFilePathPrefix = '/files/answer/';

// The signed text names its version and purpose, so no other signature of the portal opens an answer.
const scheme = 'aula-answer-file-v1';

/**
 * Keyed by the session's own id (the SHA-256 of its cookie, never sent to a browser), as application
 * documents are (admissions/document-address.ts): the address opens the file for the session it was
 * made for, and for no other, however it is passed on.
 */
function sign(sessionId: string, path: readonly string[], expires: number): string {
  return createHmac('sha256', sessionId)
    .update(JSON.stringify([scheme, ...path, expires]))
    .digest('base64url');
}

/** The address of learner `eid`'s file answer to question `iid`, for one session, for a few minutes. */
export function answerFileAddress(
  sessionId: string,
  { assessid, eid, iid }: { assessid: string; eid: string; iid: string },
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + answerFileAddressSeconds;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: sign(sessionId, [assessid, eid, iid], expires),
  });
  const path = [assessid, eid, iid].map(encodeURIComponent).join('/');
  return `${answerFilePathPrefix}${path}?${query}`;
}

/** Refuses (403) an address not signed for this session and file, or past its expiry. */
export function checkAnswerFileAddress(
  sessionId: string,
  path: readonly [assessid: string, eid: string, iid: string],
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): void {
  const expires =
    typeof query.expires === 'string' && /^\d{1,15}$/.test(query.expires) ? Number(query.expires) : NaN;
  const given = Buffer.from(typeof query.signature === 'string' ? query.signature : '');
  const expected = Buffer.from(Number.isNaN(expires) ? '' : sign(sessionId, path, expires));
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('FORBIDDEN', 'This file address is not valid for you; open the attempt again.', {
      signature: 'does not match',
    });
  }
  if (now.getTime() > expires * 1000) {
    throw new AppError('FORBIDDEN', 'This file address has expired; open the attempt again.', {
      expires: 'has passed',
    });
  }
}
