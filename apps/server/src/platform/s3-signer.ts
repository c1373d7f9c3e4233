import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Ceph, R2, ...). */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** `20130524T000000Z` and `20130524` for a moment. */
export function amzDates(moment: Date): { amzDate: string; day: string } {
  const amzDate = moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

interface Signable {
  method: string;
  url: URL;
  /** Header names in any case; `host` is added from the URL. */
  headers: Record<string, string>;
  payloadHash: string;
  moment: Date;
  credentials: S3Credentials;
}

function signature({ method, url, headers, payloadHash, moment, credentials }: Signable) {
  const { amzDate, day } = amzDates(moment);
  const all: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value.trim();
  const names = Object.keys(all).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    method,
    canonicalPath(url.pathname),
    canonicalQuery(url.searchParams),
    names.map((name) => `${name}:${all[name]}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  return { signature: hmac(key, stringToSign).toString('hex'), signedHeaders, scope };
}

/** The Authorization header for a request whose headers include x-amz-date and x-amz-content-sha256. */
export function authorizationHeader(request: Signable): string {
  const { signature: value, signedHeaders, scope } = signature(request);
  return `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${value}`;
}
