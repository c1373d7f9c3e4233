import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, courseBundle } from '../../../test/course-fixture.ts';
import { createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';
import { mediaKey } from '../../platform/media-key.ts';

/*
 * A course's videos, captions, audio and PDFs (ADR 0095): the player gets each at an address on the
 * content origin signed for the learner and that file alone; the portal's public /media does not serve
 * them, while the organisation's pictures stay public.
 */

const bcid = 'pharmd-2026-pd101';
let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;

/** pd101 with a video that has captions and one that has none; pd102 (Alice's elective) with a PDF of its own. */
function mediaBundle(): Record<string, unknown> {
  const bundle = courseBundle();
  const pd101 = structuredClone(bundle['courses/pd101.json']) as { nuggets: Array<{ objects: unknown[] }> };
  pd101.nuggets[0]?.objects.push(
    { oid: 'pd101-talk', otype: 'video', otitle: 'The talk', ourl: 'video/talk.webm' },
    { oid: 'pd101-silent', otype: 'video', otitle: 'A silent film', ourl: 'video/silent.webm' },
  );
  const pd102 = structuredClone(bundle['courses/pd102.json']) as { nuggets: Array<{ objects: unknown[] }> };
  pd102.nuggets[0]?.objects.push({
    oid: 'pd102-notes',
    otype: 'pdf',
    otitle: 'Anatomy notes',
    ourl: 'pdf/anatomy.pdf',
  });
  return {
    ...bundle,
    'courses/pd101.json': { ...pd101, freenavigation: true },
    'courses/pd102.json': pd102,
    'media/video/talk.webm': 'WEBM talk',
    'media/video/talk.vtt': 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n',
    'media/video/silent.webm': 'WEBM silent',
    'media/pdf/anatomy.pdf': '%PDF-1.4\n%%EOF\n',
  };
}

beforeAll(async () => {
  t = await createLearnerHomeApp(mediaBundle());
  await t.files.put(
    mediaKey('TESTORG', 'course-files/g1/0001-lecture.pdf'),
    new Uint8Array([37]),
    'application/pdf',
  );
});
afterEach(() => t.clock.reset());
afterAll(() => t.app.close());

/** A GET of an address on the content origin (the content app, where signed files are served). */
function fetchContent(address: string, headers: Record<string, string> = {}) {
  const url = new URL(address);
  return t.app.content.inject({ url: `${url.pathname}${url.search}`, headers });
}

async function addressOf(learner: typeof alice, objid: string) {
  const response = await t.call(
    'getObjectContent',
    { eid: learner.email, bcid, objid },
    await t.cookieOf(learner),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { url: string; captions: string | null };
}

describe('getObjectContent for a video, audio or PDF', () => {
  it('gives an enrolled learner the video and its captions, each signed for that file alone', async () => {
    const { url, captions } = await addressOf(alice, 'pd101-talk');
    expect(url).toMatch(
      /^http:\/\/localhost:3001\/content\/TESTORG\/[^/]+\/\d+\/2\/[\w-]{43}\/video\/talk\.webm$/,
    );
    expect(captions).toMatch(/\/2\/[\w-]{43}\/video\/talk\.vtt$/);

    const video = await fetchContent(url);
    expect(video.statusCode).toBe(200);
    expect(video.body).toBe('WEBM talk');
    // The portal's pages may read it (pdf.js, a <track> of the content origin), with no cookie.
    expect(video.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const range = await fetchContent(url, { range: 'bytes=5-8' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('talk');
    expect((await fetchContent(String(captions))).body).toContain('WEBVTT');

    // The video's address opens no other file beside it, not even its own captions.
    expect((await fetchContent(url.replace('talk.webm', 'silent.webm'))).statusCode).toBe(403);
    expect((await fetchContent(url.replace('talk.webm', 'talk.vtt'))).statusCode).toBe(403);
  });

  it('answers no captions for a video without them, and signs audio, podcasts and PDFs', async () => {
    expect((await addressOf(bob, 'pd101-silent')).captions).toBeNull();
    for (const objid of ['pd101-p1', 'pd101-o3']) {
      const { url, captions } = await addressOf(bob, objid);
      expect(captions).toBeNull();
      expect((await fetchContent(url)).statusCode, objid).toBe(200);
    }
  });

  it("opens no other course's file nor another organisation's", async () => {
    const { url } = await addressOf(bob, 'pd101-talk');
    // pd102's notes: Bob does not study the elective, and an address names one file.
    expect((await fetchContent(url.replace('video/talk.webm', 'pdf/anatomy.pdf'))).statusCode).toBe(403);
    expect((await fetchContent(url.replace('/content/TESTORG/', '/content/OTHERORG/'))).statusCode).toBe(403);
    const notes = await t.call(
      'getObjectContent',
      { eid: bob.email, bcid: 'pharmd-2026-pd102', objid: 'pd102-notes' },
      await t.cookieOf(bob),
    );
    expect(notes.statusCode).toBe(403);
  });

  it('gives no address to a learner who is not enrolled, nor for an object the admin switched off', async () => {
    const outside = await t.call(
      'getObjectContent',
      { eid: carol.email, bcid, objid: 'pd101-talk' },
      await t.cookieOf(carol),
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).not.toHaveProperty('url');
    const off = await t.call(
      'getObjectContent',
      { eid: bob.email, bcid, objid: 'pd101-p2' },
      await t.cookieOf(bob),
    );
    expect(off.statusCode).toBe(403);
  });

  it('refuses an address once it has expired', async () => {
    const { url } = await addressOf(alice, 'pd101-talk');
    t.clock.advance(4 * 60 + 1);
    const late = await fetchContent(url);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(
      'This content address has expired; open the object again from the course.',
    );
  });
});

describe("the portal's public media", () => {
  it.each([
    'video/talk.webm',
    'video/talk.vtt',
    'video/silent.webm',
    'audio/episode.wav',
    'pdf/reading.pdf',
    'pdf/anatomy.pdf',
    'course-files/g1/0001-lecture.pdf',
  ])("does not serve a course's file %s", async (path) => {
    const response = await t.app.inject({ method: 'GET', url: `/media/TESTORG/${path}` });
    expect(response.statusCode).toBe(404);
  });

  it.each(['logo.svg', 'images/pharmd.svg'])('still serves the public picture %s', async (path) => {
    const response = await t.app.inject({ method: 'GET', url: `/media/TESTORG/${path}` });
    expect(response.statusCode).toBe(200);
  });
});
