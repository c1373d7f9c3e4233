import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/platform/error-handler.ts';
import type { FileStore } from '../src/platform/file-store.ts';
import { localFileRoutes } from '../src/platform/local-file-routes.ts';
import { createLocalFileStore } from '../src/platform/local-file-store.ts';
import { createS3FileStore } from '../src/platform/s3-file-store.ts';
import { UploadRefusedError, type UploadRules, verifyUpload } from '../src/platform/verify-upload.ts';
import { sampleDocx, zipNotDocx } from './account-files.ts';
import { startS3Server } from './s3-server.ts';
import { sampleHtml, samplePdf } from './sample-files.ts';

/** A driver under test: its store, and the origin its path-absolute addresses are relative to. */
interface Driver {
  files: FileStore;
  origin: string;
  close(): Promise<void>;
}

/**
 * The local driver's routes on a free port, without the app's upload grants (upload-grants.test.ts
 * covers those): its signed addresses are these routes.
 */
async function localDriver(): Promise<Driver> {
  const root = await mkdtemp(join(tmpdir(), 'aula-presigned-'));
  const files = createLocalFileStore(root);
  const app = Fastify();
  installErrorHandler(app);
  app.decorate('files', files);
  await app.register(localFileRoutes);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    files,
    origin,
    async close() {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** An S3-protocol server that answers presigned addresses itself. */
async function s3Driver(): Promise<Driver> {
  const server = await startS3Server();
  return {
    files: createS3FileStore(server.options),
    origin: server.options.endpoint,
    close: () => server.close(),
  };
}

const assignment: UploadRules = { maxBytes: 512_000, kinds: ['pdf', 'jpg', 'jpeg', 'png'] };

describe.each([
  ['local', localDriver],
  ['s3', s3Driver],
])('presigned upload and download with the %s driver, over HTTP', (_kind, start) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await start();
  });
  afterAll(() => driver.close());

  const address = (url: string) => new URL(url, driver.origin);

  it('signs, takes the PUT, verifies the bytes, and serves them back', async () => {
    const key = 'orgs/AULADEMO/uploads/learner-1/4321-answer sheet.pdf';
    const upload = await driver.files.presignUpload(key, {
      contentType: 'application/pdf',
      size: samplePdf.length,
      expiresIn: 300,
    });
    const put = await fetch(address(upload), {
      method: 'PUT',
      body: samplePdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status, await put.text()).toBe(200);

    expect(await verifyUpload(driver.files, key, { ...assignment, size: samplePdf.length })).toEqual({
      size: samplePdf.length,
      contentType: 'application/pdf',
    });

    const download = await driver.files.presignDownload(key, { expiresIn: 60, downloadName: 'answer.pdf' });
    const get = await fetch(address(download));
    expect(get.status).toBe(200);
    expect(get.headers.get('content-disposition')).toBe('attachment; filename=answer.pdf');
    expect(Buffer.from(await get.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it('judges a Word document by the entries of its zip, read by ranges, and refuses a zip of anything else', async () => {
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const put = async (key: string, bytes: Buffer) => {
      const url = await driver.files.presignUpload(key, {
        contentType: docxType,
        size: bytes.length,
        expiresIn: 300,
      });
      const response = await fetch(address(url), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': docxType },
      });
      expect(response.status).toBe(200);
    };
    const rules: UploadRules = { maxBytes: 512_000, kinds: ['pdf', 'docx'] };
    await put('orgs/AULADEMO/uploads/learner-1/1234-letter.docx', sampleDocx);
    expect(
      await verifyUpload(driver.files, 'orgs/AULADEMO/uploads/learner-1/1234-letter.docx', rules),
    ).toEqual({
      size: sampleDocx.length,
      contentType: docxType,
    });
    await put('orgs/AULADEMO/uploads/learner-1/2345-notes.docx', zipNotDocx);
    const refusal = await verifyUpload(
      driver.files,
      'orgs/AULADEMO/uploads/learner-1/2345-notes.docx',
      rules,
    ).catch((error: unknown) => error);
    expect((refusal as UploadRefusedError).problem).toBe('wrong-type');
    expect(await driver.files.exists('orgs/AULADEMO/uploads/learner-1/2345-notes.docx')).toBe(false);
  });

  it('refuses and removes a page passed off as a picture, which is then nowhere to be had', async () => {
    const key = 'orgs/AULADEMO/uploads/learner-1/5678-photo.png';
    const upload = await driver.files.presignUpload(key, {
      contentType: 'image/png',
      size: sampleHtml.length,
      expiresIn: 300,
    });
    const put = await fetch(address(upload), {
      method: 'PUT',
      body: sampleHtml,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);

    const refusal = await verifyUpload(driver.files, key, assignment).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefusedError);
    expect((refusal as UploadRefusedError).problem).toBe('wrong-type');
    const get = await fetch(address(await driver.files.presignDownload(key, { expiresIn: 60 })));
    expect(get.status).toBe(404);
    await get.arrayBuffer();
  });
});
