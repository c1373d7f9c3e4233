import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from './app-error.ts';

/** How long a content address works: a long study session. Each launch of a package asks for a new one. */
export const contentAddressSeconds = 4 * 60 * 60;

/** Where the content origin serves signed addresses: `/content/<oid>/<eid>/<expires>/<depth>/<signature>/<path>`. */
export const contentPathPrefix = '/content/';

// The signed text names its version and purpose, so no other signature of the server opens content.
const scheme = 'aula-content-address-v1';

/**
 * What an address opens: the files under `folder` (media path segments) of an organisation, for a
 * learner. An address whose folder is the whole path of a file opens that file only (fileAddress).
 */
export interface ContentGrant {
  oid: string;
  eid: string;
  folder: readonly string[];
}

function sign(secret: string, grant: ContentGrant, expires: number): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([scheme, grant.oid, grant.eid, expires, ...grant.folder]))
    .digest('base64url');
}

/**
 * The address of `file` (segments under `grant.folder`) on the content origin `origin`, for
 * contentAddressSeconds from `now` (ADR 0083). The folder is in the path, so a package's relative
 * addresses stay under the signature; the signature covers the organisation, the learner, the expiry and
 * the folder, so it opens no other folder, and nobody can change the learner or time it names.
 */
export function contentAddress(
  secret: string,
  origin: string,
  grant: ContentGrant,
  file: readonly string[],
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + contentAddressSeconds;
  const head = [
    grant.oid,
    grant.eid,
    String(expires),
    String(grant.folder.length),
    sign(secret, grant, expires),
  ];
  return `${origin}${contentPathPrefix}${[...head, ...grant.folder, ...file].map(encodeURIComponent).join('/')}`;
}

/**
 * The organisation and media path a content address names (`rawPath`: the request's path after
 * contentPathPrefix, still encoded), once its signature and expiry are checked at `now`: 403 otherwise.
 */
export function readContentAddress(
  secret: string,
  rawPath: string,
  now: Date,
): { oid: string; path: string } {
  const refused = (problem: string) =>
    new AppError('FORBIDDEN', 'This content address is not valid; open the object again from the course.', {
      address: problem,
    });
  let segments: string[];
  try {
    segments = rawPath.split('/').map(decodeURIComponent);
  } catch {
    throw refused('is not encoded correctly');
  }
  const [oid, eid, expiresText, depthText, given, ...rest] = segments;
  if (!oid || !eid || !expiresText || !depthText || !given) throw refused('is incomplete');
  const expires = /^\d{1,15}$/.test(expiresText) ? Number(expiresText) : NaN;
  const depth = /^\d{1,3}$/.test(depthText) ? Number(depthText) : NaN;
  if (Number.isNaN(expires) || Number.isNaN(depth) || depth > rest.length || rest.length === 0) {
    throw refused('is incomplete');
  }
  const grant = { oid, eid, folder: rest.slice(0, depth) };
  const expected = Buffer.from(sign(secret, grant, expires));
  const provided = Buffer.from(given);
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided)) {
    throw refused('does not match its signature');
  }
  if (now.getTime() > expires * 1000) {
    throw new AppError(
      'FORBIDDEN',
      'This content address has expired; open the object again from the course.',
      {
        expires: 'has passed',
      },
    );
  }
  return { oid, path: rest.join('/') };
}

/** The address of a page at media path `path`, signed for its folder (contentAddress). */
export function pageAddress(
  secret: string,
  origin: string,
  who: { oid: string; eid: string },
  path: string,
  now: Date,
): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return contentAddress(secret, origin, { ...who, folder: segments.slice(0, -1) }, segments.slice(-1), now);
}

/**
 * The address of the one file at media path `path` (a video, its captions, a PDF): signed for the whole
 * path, so it opens that file and nothing beside it (ADR 0095).
 */
export function fileAddress(
  secret: string,
  origin: string,
  who: { oid: string; eid: string },
  path: string,
  now: Date,
): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return contentAddress(secret, origin, { ...who, folder: segments }, [], now);
}
