import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Stored files served on the portal's origin, none of which may run a script there (media, hall tickets,
 * certificates, calendar feeds, the mailbox). Pages that run are the content origin's (ADR 0083).
 */
export const strictSandbox = 'sandbox';

/**
 * Types the browser shows with a viewer of its own rather than as a page of the origin. Chrome refuses to
 * run its PDF viewer in a sandboxed document ("This page has been blocked"), and that viewer runs in a
 * process of its own with no access to the portal's pages or cookie, so a PDF gets no sandbox. With
 * nosniff a file served as a PDF is only ever shown as one.
 */
const ownViewerTypes = new Set(['application/pdf']);

/**
 * Makes a stored file inert to the portal: nosniff (a type is never guessed from the bytes) and the
 * portal's own Content-Security-Policy with a `sandbox` added, so that an HTML, SVG or XML file opened
 * directly, or framed, runs in an opaque origin. `frame-ancestors 'self'` stays: the portal's own frames
 * may show it, nobody else's.
 */
export function markInert(reply: FastifyReply, contentType: string, sandbox: string): void {
  reply.header('x-content-type-options', 'nosniff');
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (ownViewerTypes.has(mediaType)) return;
  const portalPolicy = reply.getHeader('content-security-policy');
  const policy =
    typeof portalPolicy === 'string' && portalPolicy !== ''
      ? `${portalPolicy}; ${sandbox}`
      : `frame-ancestors 'self'; ${sandbox}`;
  reply.header('content-security-policy', policy);
}

/** What runs as code when fetched: a file of these destinations would run with the fetching page's authority. */
const codeDestinations = new Set([
  'script',
  'worker',
  'sharedworker',
  'serviceworker',
  'audioworklet',
  'paintworklet',
]);

/**
 * True when a page of the portal itself asks for a stored file as a script or worker. The portal never
 * does: its code comes from /assets. Such a request means injected markup trying to run an uploaded file
 * under the portal's `script-src 'self'`, so it is refused. (Authored pages run on the content origin,
 * ADR 0083.)
 */
export function isPortalCodeLoad(request: FastifyRequest): boolean {
  return (
    request.headers['sec-fetch-site'] === 'same-origin' &&
    codeDestinations.has(String(request.headers['sec-fetch-dest'] ?? ''))
  );
}
