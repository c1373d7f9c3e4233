import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { authorizationHeader } from './s3-signer.ts';

// A small S3 look-alike: it keeps objects in memory and refuses any request whose SigV4 signature does
// not match the one it computes itself from the shared secret.
const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-for-tests', region: 'eu-west-1' };
const objects = new Map<string, { bytes: Buffer; contentType: string }>();
let server: Server;
let store: FileStore;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function signatureIsValid(request: IncomingMessage, origin: string): boolean {
  const given = String(request.headers.authorization ?? '');
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(given)?.[1]?.split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) if (name !== 'host') headers[name] = String(request.headers[name]);
  const amzDate = String(request.headers['x-amz-date']);
  const moment = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const expected = authorizationHeader({
    method: String(request.method),
    url: new URL(String(request.url), origin),
    headers,
    payloadHash: String(request.headers['x-amz-content-sha256']),
    moment,
    credentials,
  });
  return given === expected;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const origin = `http://${request.headers.host}`;
    if (!signatureIsValid(request, origin)) return response.writeHead(403).end('SignatureDoesNotMatch');
    const key = decodeURIComponent(new URL(String(request.url), origin).pathname);
    const object = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, {
        bytes: await bodyOf(request),
        contentType: String(request.headers['content-type']),
      });
      return response.writeHead(200).end();
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    if (!object) return response.writeHead(404).end();
    const range = /bytes=(\d+)-(\d+)/.exec(String(request.headers.range ?? ''));
    const bytes = range ? object.bytes.subarray(Number(range[1]), Number(range[2]) + 1) : object.bytes;
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      'content-length': String(bytes.length),
    };
    if (range) headers['content-range'] = `bytes ${range[1]}-${range[2]}/${object.bytes.length}`;
    response.writeHead(range ? 206 : 200, headers);
    response.end(request.method === 'HEAD' ? undefined : bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  store = createS3FileStore({
    ...credentials,
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'aula',
    pathStyle: true,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function text(stream: Readable): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
}

describe('S3 file store', () => {
  it('puts, reads, reads a range, and deletes an object with signed requests', async () => {
    await store.put('orgs/X/media/notes one.txt', Buffer.from('hello, learners'), 'text/plain');
    expect(objects.has('/aula/orgs/X/media/notes one.txt')).toBe(true);
    expect(await store.head('orgs/X/media/notes one.txt')).toEqual({ size: 15, contentType: 'text/plain' });
    const whole = await store.get('orgs/X/media/notes one.txt');
    expect(whole && (await text(whole.body))).toBe('hello, learners');
    const part = await store.get('orgs/X/media/notes one.txt', { start: 7, end: 14 });
    expect(part?.size).toBe(15);
    expect(part && (await text(part.body))).toBe('learners');
    await store.delete('orgs/X/media/notes one.txt');
    expect(await store.exists('orgs/X/media/notes one.txt')).toBe(false);
  });

  it('streams an upload and answers null for a missing object', async () => {
    await store.put(
      'a/b.bin',
      Readable.from([Buffer.from('ab'), Buffer.from('cd')]),
      'application/octet-stream',
    );
    expect((await store.head('a/b.bin'))?.size).toBe(4);
    expect(await store.get('a/missing')).toBeNull();
  });

  it('refuses keys that leave the bucket and reports a refused signature', async () => {
    await expect(store.put('../x', Buffer.from(''), 'text/plain')).rejects.toThrow(/Invalid file key/);
    const wrong = createS3FileStore({
      ...credentials,
      secretAccessKey: 'not-the-secret',
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      bucket: 'aula',
      pathStyle: true,
    });
    await expect(wrong.put('a/c.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/403/);
  });
});
