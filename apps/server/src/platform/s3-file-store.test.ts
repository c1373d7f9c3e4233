import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

let server: TestS3Server;
let store: FileStore;

beforeAll(async () => {
  server = await startS3Server();
  store = createS3FileStore(server.options);
});
afterAll(() => server.close());

const mib = 1024 * 1024;

/** Waits (at most 10 s) until the server has received a request matching `pattern`. */
async function untilRequest(pattern: RegExp): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (server.requests.some((request) => pattern.test(request))) return true;
    await sleep(20);
  }
  return false;
}

describe('S3 file store against an S3-protocol server', () => {
  it('puts, heads, reads, reads a range of, and deletes an object', async () => {
    await store.put('orgs/X/media/notes one.txt', Buffer.from('hello, learners'), 'text/plain');
    expect(await store.head('orgs/X/media/notes one.txt')).toEqual({ size: 15, contentType: 'text/plain' });
    const whole = await store.get('orgs/X/media/notes one.txt');
    expect(whole && (await text(whole.body))).toBe('hello, learners');
    const part = await store.get('orgs/X/media/notes one.txt', { start: 7, end: 14 });
    expect(part?.size).toBe(15);
    expect(part && (await text(part.body))).toBe('learners');
    await store.delete('orgs/X/media/notes one.txt');
    expect(await store.exists('orgs/X/media/notes one.txt')).toBe(false);
    await store.delete('orgs/X/media/notes one.txt');
  });

  it('answers null for a missing object', async () => {
    expect(await store.get('a/missing')).toBeNull();
    expect(await store.head('a/missing')).toBeNull();
  });

  it('streams a long upload in parts while it is still being read, never holding it whole', async () => {
    let partSentBeforeEnd = false;
    async function* eleven() {
      for (let chunk = 0; chunk < 11; chunk++) {
        // Before the last MiB: the first part must already have gone to the server.
        if (chunk === 10)
          partSentBeforeEnd = await untilRequest(/^PUT \/aula\/big\/stream\.bin\?.*partNumber=1/);
        yield Buffer.alloc(mib, chunk);
      }
    }
    await store.put('big/stream.bin', Readable.from(eleven()), 'application/octet-stream');
    expect(partSentBeforeEnd).toBe(true);
    expect(await store.head('big/stream.bin')).toEqual({
      size: 11 * mib,
      contentType: 'application/octet-stream',
    });
    const last = await store.get('big/stream.bin', { start: 11 * mib - 2, end: 11 * mib - 1 });
    expect(last && [...(await last.body.toArray())].flatMap((b: Buffer) => [...b])).toEqual([10, 10]);
    await store.delete('big/stream.bin');
  });

  it('stores a short stream of unknown length', async () => {
    await store.put('a/b.bin', Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 'application/pdf');
    expect(await store.head('a/b.bin')).toEqual({ size: 4, contentType: 'application/pdf' });
  });

  it('fails a PUT that S3 answers 404 (a missing bucket), naming the status, bytes or stream', async () => {
    const noBucket = createS3FileStore({ ...server.options, bucket: 'no-such-bucket' });
    await expect(noBucket.put('a/c.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /PUT a\/c\.txt failed: 404 NoSuchBucket/,
    );
    await expect(noBucket.put('a/c.txt', Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
      /failed: 404 NoSuchBucket/,
    );
    await expect(noBucket.get('a/c.txt')).rejects.toThrow(/GET a\/c\.txt failed: 404 NoSuchBucket/);
  });

  it('fails a request signed with the wrong secret, naming the 403', async () => {
    const wrong = createS3FileStore({ ...server.options, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('a/c.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /failed: 403 SignatureDoesNotMatch/,
    );
    expect(await store.exists('a/c.txt')).toBe(false);
  });

  it('refuses keys that leave the bucket, before any request', async () => {
    const before = server.requests.length;
    await expect(store.put('../x', Buffer.from(''), 'text/plain')).rejects.toThrow(/Invalid file key/);
    await expect(
      store.presignUpload('/x', { contentType: 'text/plain', size: 1, expiresIn: 60 }),
    ).rejects.toThrow(/Invalid file key/);
    expect(server.requests.length).toBe(before);
  });
});

describe('presigned S3 addresses', () => {
  const pdf = Buffer.from(
    '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
    'latin1',
  );

  function putTo(url: string, body: Uint8Array, contentType: string) {
    return fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
  }

  it('takes a PUT of exactly the signed size and type, then serves it by a presigned GET', async () => {
    const url = await store.presignUpload('uploads/u1/answer.pdf', {
      contentType: 'application/pdf',
      size: pdf.length,
      expiresIn: 300,
    });
    expect(url).toMatch(/X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost/);
    const put = await putTo(url, pdf, 'application/pdf');
    expect(put.status, await put.text()).toBe(200);
    expect(await store.head('uploads/u1/answer.pdf')).toEqual({
      size: pdf.length,
      contentType: 'application/pdf',
    });

    const get = await fetch(await store.presignDownload('uploads/u1/answer.pdf', { expiresIn: 60 }));
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await get.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('lets S3 itself refuse another size or another content type', async () => {
    const url = await store.presignUpload('uploads/u1/sized.pdf', {
      contentType: 'application/pdf',
      size: pdf.length,
      expiresIn: 300,
    });
    const longer = await putTo(url, Buffer.concat([pdf, Buffer.from('more')]), 'application/pdf');
    expect(longer.status).toBe(403);
    expect(await longer.text()).toContain('SignatureDoesNotMatch');
    const png = await putTo(url, pdf, 'image/png');
    expect(png.status).toBe(403);
    expect(await store.exists('uploads/u1/sized.pdf')).toBe(false);
  });

  it('refuses an expired upload or download address', async () => {
    const twoHoursAgo = { now: () => new Date(Date.now() - 2 * 60 * 60 * 1000) };
    const past = createS3FileStore({ ...server.options, clock: twoHoursAgo });
    const upload = await past.presignUpload('uploads/u1/late.pdf', {
      contentType: 'application/pdf',
      size: pdf.length,
      expiresIn: 3600,
    });
    const put = await putTo(upload, pdf, 'application/pdf');
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('Request has expired');
    expect(await store.exists('uploads/u1/late.pdf')).toBe(false);

    await store.put('uploads/u1/old.pdf', pdf, 'application/pdf');
    const get = await fetch(await past.presignDownload('uploads/u1/old.pdf', { expiresIn: 3600 }));
    expect(get.status).toBe(403);
  });

  it('names the saved file when asked', async () => {
    await store.put('uploads/u1/1234-report.pdf', pdf, 'application/pdf');
    // An ASCII name: the test server encodes the query as encodeURIComponent does, not as SigV4 does,
    // so the `'` and `*` of a non-ASCII name's filename* would fail its signature check (S3 accepts them).
    const url = await store.presignDownload('uploads/u1/1234-report.pdf', {
      expiresIn: 60,
      downloadName: 'Final report.pdf',
    });
    const get = await fetch(url);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-disposition')).toBe('attachment; filename="Final report.pdf"');
    await get.arrayBuffer();
  });

  it('refuses options no address may carry', async () => {
    await expect(
      store.presignUpload('a/x.pdf', { contentType: 'application/pdf', size: 1, expiresIn: 8 * 24 * 3600 }),
    ).rejects.toThrow(/expiresIn/);
    await expect(
      store.presignUpload('a/x.pdf', { contentType: 'pdf\r\nx-evil: 1', size: 1, expiresIn: 60 }),
    ).rejects.toThrow(/contentType/);
    await expect(
      store.presignUpload('a/x.pdf', { contentType: 'application/pdf', size: -1, expiresIn: 60 }),
    ).rejects.toThrow(/size/);
  });
});
