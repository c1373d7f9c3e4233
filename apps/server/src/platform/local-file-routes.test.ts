import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorEnvelope } from '@aula/contract/errors';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleHtml, samplePdf } from '../../test/sample-files.ts';
import { installErrorHandler } from './error-handler.ts';
import { localFileRoutes } from './local-file-routes.ts';
import { secretFileName } from './local-file-secret.ts';
import { createLocalFileStore, type LocalFileStore } from './local-file-store.ts';

let root: string;
let store: LocalFileStore;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aula-local-urls-'));
  store = createLocalFileStore(join(root, 'files'));
  app = Fastify();
  installErrorHandler(app);
  app.decorate('files', store);
  await app.register(localFileRoutes);
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

function put(path: string, body: Uint8Array | ReadableStream<Uint8Array>, contentType = 'application/pdf') {
  return fetch(new URL(path, origin), {
    method: 'PUT',
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  });
}

/** A body sent in chunks with no Content-Length, so only counting can catch its real size. */
function chunked(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** The error envelope of an answer, parsed by the contract's own schema. */
async function errorOf(response: Response): Promise<ErrorEnvelope['error']> {
  return ErrorEnvelope.parse(await response.json()).error;
}

async function leftovers(): Promise<string[]> {
  const names = await readdir(join(root, 'files'), { recursive: true });
  return names.filter((name) => name.endsWith('.part'));
}

const pdfUpload = { contentType: 'application/pdf', size: samplePdf.length, expiresIn: 300 };

describe('the local driver over HTTP', () => {
  it('takes a PUT of the signed size and type and gives it back by a signed GET', async () => {
    const upload = await store.presignUpload('orgs/A/uploads/1234-Été.pdf', pdfUpload);
    expect(upload).toMatch(/^\/files\/upload\/orgs\/A\/uploads\/1234-%C3%89t%C3%A9\.pdf\?/);
    const response = await put(upload, samplePdf);
    expect(response.status, await response.text()).toBe(200);
    expect(await store.head('orgs/A/uploads/1234-Été.pdf')).toEqual({
      size: samplePdf.length,
      contentType: 'application/pdf',
    });

    const download = await fetch(
      new URL(await store.presignDownload('orgs/A/uploads/1234-Été.pdf', { expiresIn: 60 }), origin),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('inline');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it('takes one file per address: a second PUT is refused and the first file stays (ADR 0062)', async () => {
    const upload = await store.presignUpload('orgs/A/uploads/once.pdf', pdfUpload);
    expect((await put(upload, samplePdf)).status).toBe(200);
    const page = Buffer.concat([sampleHtml, Buffer.alloc(samplePdf.length - sampleHtml.length, 0x20)]);
    const again = await put(upload, page);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(uploadLimitMessages.addressUsed);
    const kept = await store.get('orgs/A/uploads/once.pdf');
    expect(Buffer.concat(await (kept?.body.toArray() ?? [])).equals(samplePdf)).toBe(true);
  });

  it('saves a download under the signed name, in any script', async () => {
    const url = await store.presignDownload('orgs/A/uploads/1234-Été.pdf', {
      expiresIn: 60,
      downloadName: 'Rapport été.pdf',
    });
    const download = await fetch(new URL(url, origin));
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Rapport ?t?.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
    );
    await download.arrayBuffer();
  });

  it('never shows anything but a PDF or a picture in place on the portal origin', async () => {
    await store.put('orgs/A/uploads/page.html', sampleHtml, 'text/html');
    const download = await fetch(
      new URL(await store.presignDownload('orgs/A/uploads/page.html', { expiresIn: 60 }), origin),
    );
    expect(download.headers.get('content-disposition')).toBe('attachment');
    // Even saved, it is inert if a browser renders it: a sandbox without same-origin, and no sniffing.
    expect(download.headers.get('content-security-policy')).toMatch(/(^|; )sandbox$/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    await download.arrayBuffer();
  });

  it('streams an upload larger than any JSON body limit', async () => {
    const size = 3 * 1024 * 1024;
    const upload = await store.presignUpload('orgs/A/uploads/large.pdf', { ...pdfUpload, size });
    const response = await put(upload, chunked(samplePdf, Buffer.alloc(size - samplePdf.length, 1)));
    expect(response.status, await response.text()).toBe(200);
    expect((await stat(join(root, 'files/orgs/A/uploads/large.pdf'))).size).toBe(size);
  });

  it('refuses another content type, naming the header', async () => {
    const response = await put(
      await store.presignUpload('orgs/A/uploads/typed.pdf', pdfUpload),
      samplePdf,
      'text/html',
    );
    expect(response.status).toBe(415);
    expect((await errorOf(response)).fields).toEqual({
      'content-type': 'must be application/pdf, as signed',
    });
    expect(await store.exists('orgs/A/uploads/typed.pdf')).toBe(false);
  });

  it('refuses a declared length other than the signed size before reading the body', async () => {
    const upload = await store.presignUpload('orgs/A/uploads/long.pdf', pdfUpload);
    const response = await put(upload, Buffer.concat([samplePdf, Buffer.from('more')]));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).fields).toEqual({
      'content-length': `must be ${samplePdf.length}, as signed`,
    });
    expect(await store.exists('orgs/A/uploads/long.pdf')).toBe(false);
  });

  it('stops a body without a length at the first byte past the signed size, storing nothing', async () => {
    const upload = await store.presignUpload('orgs/A/uploads/sneaky.pdf', pdfUpload);
    const response = await put(upload, chunked(samplePdf, Buffer.alloc(64 * 1024)));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect((await errorOf(response)).message).toBe(
      `The file is larger than the ${samplePdf.length} bytes this address allows.`,
    );
    expect(await store.exists('orgs/A/uploads/sneaky.pdf')).toBe(false);
    expect(await leftovers()).toEqual([]);
  });

  it('stores nothing when the body ends short of the signed size', async () => {
    const upload = await store.presignUpload('orgs/A/uploads/short.pdf', pdfUpload);
    const response = await put(upload, chunked(samplePdf.subarray(0, 10)));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      `The upload ended after 10 of the ${samplePdf.length} bytes announced.`,
    );
    expect(await store.exists('orgs/A/uploads/short.pdf')).toBe(false);
  });

  it('refuses an expired address, a changed one, and a missing file', async () => {
    const twoHoursAgo = createLocalFileStore(join(root, 'files'), {
      clock: { now: () => new Date(Date.now() - 7_200_000) },
    });
    const late = await put(
      await twoHoursAgo.presignUpload('orgs/A/uploads/late.pdf', { ...pdfUpload, expiresIn: 3600 }),
      samplePdf,
    );
    expect(late.status).toBe(403);
    expect((await errorOf(late)).message).toBe('This upload address has expired; ask for a new one.');

    const grown = (await store.presignUpload('orgs/A/uploads/grown.pdf', pdfUpload)).replace(
      `size=${samplePdf.length}`,
      'size=999999',
    );
    expect((await put(grown, samplePdf)).status).toBe(403);
    expect(await store.exists('orgs/A/uploads/grown.pdf')).toBe(false);

    const gone = await fetch(
      new URL(await store.presignDownload('orgs/A/uploads/none.pdf', { expiresIn: 60 }), origin),
    );
    expect(gone.status).toBe(404);
  });

  it('never lets a key leave the store, however it is encoded', async () => {
    const signed = await store.presignUpload('orgs/A/uploads/x.pdf', pdfUpload);
    const query = signed.slice(signed.indexOf('?'));
    for (const path of [
      '/files/upload/..%2F..%2Fescape.pdf',
      '/files/upload/%2e%2e/%2e%2e/escape.pdf',
      '/files/upload/.meta/x.pdf',
    ]) {
      // node:http sends the path as written; fetch would resolve the dots before sending.
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${origin}${path}${query}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/pdf', 'content-length': samplePdf.length },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(samplePdf);
      });
      // A 400 for a key the store refuses, or a 404 where the router already resolved the dots.
      expect([400, 404], path).toContain(status);
    }
    expect(existsSync(join(root, 'escape.pdf'))).toBe(false);
    expect(existsSync(join(root, 'files', '.meta', 'x.pdf'))).toBe(false);
  });

  it('signs with a key kept in the folder, so another server or a restart accepts the address', async () => {
    const secret = await readFile(join(root, 'files', secretFileName), 'utf8');
    expect(secret.trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(join(root, 'files', secretFileName))).mode & 0o777).toBe(0o600);
    const otherServer = createLocalFileStore(join(root, 'files'));
    const response = await put(
      await otherServer.presignUpload('orgs/A/uploads/other.pdf', pdfUpload),
      samplePdf,
    );
    expect(response.status).toBe(200);
  });

  it('signs with FILE_URL_SECRET when one is set', async () => {
    const configured = createLocalFileStore(join(root, 'files'), { secret: 'x'.repeat(32) });
    const response = await put(await configured.presignUpload('orgs/A/uploads/y.pdf', pdfUpload), samplePdf);
    expect(response.status).toBe(403);
  });
});
