import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mediaKey } from '../../platform/media-key.ts';

let t: TestApp;
const audio = new Uint8Array(Array.from({ length: 1000 }, (_, index) => index % 256));

beforeAll(async () => {
  t = await createTestApp();
  await t.files.put(mediaKey('ORG1', 'audio/clip.wav'), audio, 'audio/wav');
  await t.files.put(
    mediaKey('ORG1', 'pdf/guide.pdf'),
    new TextEncoder().encode('%PDF-1.4'),
    'application/pdf',
  );
});

afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /media/:oid/*', () => {
  it('serves a file with its content type, length and an hour of public caching', async () => {
    const response = await get('/media/ORG1/pdf/guide.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe('8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.body).toBe('%PDF-1.4');
  });

  it('serves byte ranges so audio and video can seek', async () => {
    const response = await get('/media/ORG1/audio/clip.wav', { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.headers['content-length']).toBe('100');
    expect([...response.rawPayload]).toEqual([...audio.slice(100, 200)]);

    const tail = await get('/media/ORG1/audio/clip.wav', { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.length).toBe(10);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await get('/media/ORG1/audio/clip.wav', { range: 'bytes=5000-' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
  });

  it.each([
    '/media/ORG1/pdf/none.pdf',
    '/media/ORG2/pdf/guide.pdf',
    '/media/ORG1/pdf/..%2F..%2F..%2F..%2Fpackage.json',
    '/media/ORG1/pdf/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/media/ORG1/.meta/pdf/guide.pdf.json',
    '/media/ORG%201/pdf/guide.pdf',
  ])('answers 404 in the error envelope for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
