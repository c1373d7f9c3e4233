import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';

/** How long the address of an applicant's document works after the application is opened. */
export const documentAddressSeconds = 15 * 60;

/** Where the API serves an application's document to its owner and to staff in scope. */
export const documentPathPrefix = '/files/application/';

// The signed text names its version and purpose, so no other signature of the portal opens a document.
const scheme = 'aula-application-document-v1';

/**
 * Keyed by the session's own id (the SHA-256 of its cookie, never sent to a browser): the address
 * opens the document for the session it was made for, and for no other, however it is passed on.
 */
function sign(sessionId: string, applicationid: string, field: string, expires: number): string {
  return createHmac('sha256', sessionId)
    .update(JSON.stringify([scheme, applicationid, field, expires]))
    .digest('base64url');
}

/** The address of document `field` of an application, for one session, until `expires` (Unix seconds). */
export function documentAddress(sessionId: string, applicationid: string, field: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + documentAddressSeconds;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: sign(sessionId, applicationid, field, expires),
  });
  return `${documentPathPrefix}${encodeURIComponent(applicationid)}/${encodeURIComponent(field)}?${query}`;
}

/** Refuses (403) an address not signed for this session, document and expiry, or past its expiry. */
export function checkDocumentAddress(
  sessionId: string,
  applicationid: string,
  field: string,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): void {
  const expires =
    typeof query.expires === 'string' && /^\d{1,15}$/.test(query.expires) ? Number(query.expires) : NaN;
  const given = Buffer.from(typeof query.signature === 'string' ? query.signature : '');
  const expected = Buffer.from(Number.isNaN(expires) ? '' : sign(sessionId, applicationid, field, expires));
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(
      'FORBIDDEN',
      'This document address is not valid for you; open the application again.',
      {
        signature: 'does not match',
      },
    );
  }
  if (now.getTime() > expires * 1000) {
    throw new AppError('FORBIDDEN', 'This document address has expired; open the application again.', {
      expires: 'has passed',
    });
  }
}
