import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mediaKey } from '../../platform/media-key.ts';

let t: TestApp;
const audio = new Uint8Array(Array.from({ length: 1000 }, (_, index) => index % 256));

beforeAll(async () => {
  // The portal serves ORG1; its media are here (no organisation row is needed for the files).
  t = await createTestApp({ AULA_OID: 'ORG1' });
  await t.files.put(mediaKey('ORG1', 'audio/clip.wav'), audio, 'audio/wav');
  await t.files.put(
    mediaKey('ORG1', 'pdf/guide.pdf'),
    new TextEncoder().encode('%PDF-1.4'),
    'application/pdf',
  );
  // What an organisation's content could hold: pages and pictures that try to act as the portal.
  const attack = "<script>fetch('/api/getIaMarks',{method:'POST',credentials:'include'})</script>";
  const encode = (text: string) => new TextEncoder().encode(text);
  await t.files.put(
    mediaKey('ORG1', 'html/page.html'),
    encode(`<p>Hi</p>${attack}`),
    'text/html; charset=utf-8',
  );
  await t.files.put(
    mediaKey('ORG1', 'images/logo.svg'),
    encode(`<svg xmlns="http://www.w3.org/2000/svg">${attack}</svg>`),
    'image/svg+xml',
  );
  await t.files.put(mediaKey('ORG1', 'scorm/pkg/imsmanifest.xml'), encode('<manifest/>'), 'application/xml');
  await t.files.put(
    mediaKey('ORG1', 'scorm/pkg/sco.js'),
    encode('window.API = null;'),
    'text/javascript; charset=utf-8',
  );
  await t.files.put(mediaKey('ORG1', 'audio/note.txt'), encode('plain'), 'text/plain; charset=utf-8');
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

describe('the media boundary', () => {
  // Nothing runs on the portal's origin: pages that run are the content origin's (ADR 0083).
  const sandbox = 'sandbox';

  it.each([
    '/media/ORG1/html/page.html',
    '/media/ORG1/images/logo.svg',
    '/media/ORG1/scorm/pkg/imsmanifest.xml',
    '/media/ORG1/scorm/pkg/sco.js',
    '/media/ORG1/audio/note.txt',
    '/media/ORG1/audio/clip.wav',
  ])('serves %s sandboxed with no script at all, never sniffed, framable by the portal only', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy.endsWith(`; ${sandbox}`), policy).toBe(true);
    expect(policy).not.toContain('allow-');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sandboxes partial answers too', async () => {
    const response = await get('/media/ORG1/html/page.html', { range: 'bytes=0-3' });
    expect(response.statusCode).toBe(206);
    expect(String(response.headers['content-security-policy'])).toContain(sandbox);
  });

  it("lets a PDF open in the browser's own viewer (which a sandbox would block), as a PDF only", async () => {
    const response = await get('/media/ORG1/pdf/guide.pdf');
    expect(String(response.headers['content-security-policy'])).not.toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a page of the portal that asks for a stored file as its own script or worker', async () => {
    for (const destination of ['script', 'worker', 'sharedworker', 'serviceworker']) {
      const response = await get('/media/ORG1/scorm/pkg/sco.js', {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-dest': destination,
      });
      expect(response.statusCode, destination).toBe(403);
    }
    // Another site's request for the file is served (and runs nothing of the portal).
    const own = await get('/media/ORG1/scorm/pkg/sco.js', {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-dest': 'script',
    });
    expect(own.statusCode).toBe(200);
    // The portal framing a page, or showing a picture, is fine.
    const framed = await get('/media/ORG1/html/page.html', {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-dest': 'iframe',
    });
    expect(framed.statusCode).toBe(200);
  });

  it.each([
    ['a sandboxed page', 'null'],
    ["the content origin's pages", 'http://localhost:3001'],
  ])("gets nothing from the API with what %s send, even with the learner's cookie", async (_who, origin) => {
    const learner = await createLearner(t.database.db, { oid: 'ORG1' });
    const cookie = await signIn(t.app, learner.email, learner.password, 'ORG1');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getIaMarks',
      headers: { 'content-type': 'application/json', origin, cookie },
      payload: JSON.stringify({ oid: learner.oid, eid: learner.email, bpid: 'B1' }),
    });
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Requests must come from the portal itself.',
    });
  });
});
