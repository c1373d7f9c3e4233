import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleGif, sampleHtml, sampleJpeg, samplePdf, samplePng } from '../../test/sample-files.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { UploadRefusedError, type UploadRules, verifyUpload } from './verify-upload.ts';

let root: string;
let files: FileStore;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aula-verify-'));
  files = createLocalFileStore(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const assignment: UploadRules = { maxBytes: 512_000, kinds: ['pdf', 'jpg', 'jpeg', 'png'] };

async function refusal(key: string, rules: UploadRules = assignment): Promise<UploadRefusedError> {
  const error = await verifyUpload(files, key, rules).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UploadRefusedError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('verifyUpload', () => {
  it.each([
    ['a PDF', samplePdf, 'application/pdf'],
    ['a PNG', samplePng, 'image/png'],
    ['a JPEG', sampleJpeg, 'image/jpeg'],
  ])('accepts %s stored under its own type, and keeps it', async (_name, bytes, contentType) => {
    await files.put('uploads/ok.bin', bytes, contentType);
    expect(await verifyUpload(files, 'uploads/ok.bin', { ...assignment, size: bytes.length })).toEqual({
      size: bytes.length,
      contentType,
    });
    expect(await files.exists('uploads/ok.bin')).toBe(true);
  });

  it('refuses a name under which nothing was uploaded, as a 400 naming the field', async () => {
    const error = await refusal('uploads/none.pdf', { ...assignment, field: 'filename' });
    expect(error.problem).toBe('missing');
    expect(error.statusCode).toBe(400);
    expect(error.fields).toEqual({ filename: 'No file was uploaded under that name.' });
  });

  it('refuses and deletes a file over the limit', async () => {
    await files.put('uploads/big.pdf', Buffer.concat([samplePdf, Buffer.alloc(600_000)]), 'application/pdf');
    const error = await refusal('uploads/big.pdf');
    expect(error.problem).toBe('too-large');
    expect(error.message).toBe(
      `The file is ${samplePdf.length + 600_000} bytes; at most 512000 are allowed.`,
    );
    expect(await files.exists('uploads/big.pdf')).toBe(false);
  });

  it('refuses and deletes a file of another size than signed', async () => {
    await files.put('uploads/short.pdf', samplePdf, 'application/pdf');
    const error = await refusal('uploads/short.pdf', { ...assignment, size: samplePdf.length + 1 });
    expect(error.problem).toBe('wrong-size');
    expect(await files.exists('uploads/short.pdf')).toBe(false);
  });

  it('refuses a picture of a kind not allowed, naming what it found', async () => {
    await files.put('uploads/cat.gif', sampleGif, 'image/gif');
    const error = await refusal('uploads/cat.gif');
    expect(error.problem).toBe('wrong-type');
    expect(error.message).toBe('The file is a gif file; only pdf, jpg, jpeg, png files are accepted.');
    expect(await files.exists('uploads/cat.gif')).toBe(false);
  });

  it('judges by the bytes, not the declared type: a page passed off as a PDF is refused', async () => {
    await files.put('uploads/fake.pdf', sampleHtml, 'application/pdf');
    const error = await refusal('uploads/fake.pdf');
    expect(error.message).toBe(
      'The file is of no recognised type; only pdf, jpg, jpeg, png files are accepted.',
    );
    expect(await files.exists('uploads/fake.pdf')).toBe(false);
  });

  it('refuses an allowed kind stored under another type, which it would be served as', async () => {
    await files.put('uploads/photo.pdf', samplePng, 'application/pdf');
    const error = await refusal('uploads/photo.pdf');
    expect(error.message).toBe('The file was sent as application/pdf but its bytes are image/png.');
    expect(await files.exists('uploads/photo.pdf')).toBe(false);
  });

  it('refuses an empty file and a kind the caller did not allow', async () => {
    await files.put('uploads/empty.pdf', Buffer.alloc(0), 'application/pdf');
    expect((await refusal('uploads/empty.pdf')).problem).toBe('wrong-type');
    await files.put('uploads/doc.pdf', samplePdf, 'application/pdf');
    const error = await refusal('uploads/doc.pdf', { maxBytes: 512_000, kinds: ['png', 'jpg', 'jpeg'] });
    expect(error.message).toBe('The file is a pdf file; only png, jpg, jpeg files are accepted.');
  });
});
