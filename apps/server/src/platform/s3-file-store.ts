import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertValidKey } from './file-key.ts';
import type { ByteRange, FileStore, StoredFileInfo } from './file-store.ts';
import {
  amzDates,
  authorizationHeader,
  EMPTY_PAYLOAD_HASH,
  type S3Credentials,
  UNSIGNED_PAYLOAD,
} from './s3-signer.ts';

export interface S3Options extends S3Credentials {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name (`bucket.endpoint/key`). */
  pathStyle: boolean;
  now?: () => Date;
}

async function bytesOf(body: Uint8Array | Readable): Promise<Uint8Array> {
  if (!(body instanceof Readable)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The S3 driver: one object per key in one bucket, signed with SigV4, through fetch. */
export function createS3FileStore(options: S3Options): FileStore {
  const now = options.now ?? (() => new Date());
  const endpoint = new URL(options.endpoint);

  function urlOf(key: string): URL {
    assertValidKey(key);
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    if (options.pathStyle) return new URL(`${endpoint.origin}/${options.bucket}/${encoded}`);
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}/${encoded}`);
  }

  async function send(method: string, key: string, headers: Record<string, string> = {}, body?: Uint8Array) {
    const url = urlOf(key);
    const moment = now();
    const payloadHash = body ? UNSIGNED_PAYLOAD : EMPTY_PAYLOAD_HASH;
    const signed = {
      ...headers,
      'x-amz-date': amzDates(moment).amzDate,
      'x-amz-content-sha256': payloadHash,
    };
    const authorization = authorizationHeader({
      method,
      url,
      headers: signed,
      payloadHash,
      moment,
      credentials: options,
    });
    const response = await fetch(url, { method, headers: { ...signed, authorization }, body });
    if (!response.ok && response.status !== 404 && !(method === 'GET' && response.status === 416)) {
      const detail = await response.text().catch(() => '');
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${detail.slice(0, 300)}`);
    }
    return response;
  }

  function infoOf(response: Response, fallbackSize: number): StoredFileInfo {
    const total = response.headers.get('content-range')?.split('/')[1];
    return {
      size: Number(total ?? response.headers.get('content-length') ?? fallbackSize),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const bytes = await bytesOf(body);
      await send(
        'PUT',
        key,
        { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
        bytes,
      );
    },
    async head(key) {
      const response = await send('HEAD', key);
      return response.status === 404 ? null : infoOf(response, 0);
    },
    async get(key, range?: ByteRange) {
      const response = await send('GET', key, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (response.status === 404 || !response.body) return null;
      const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      return { ...infoOf(response, 0), body };
    },
    async exists(key) {
      return (await this.head(key)) !== null;
    },
    async delete(key) {
      await send('DELETE', key);
    },
  };
}
