import type { Course } from '@aula/contract/course';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, createCourseApp } from '../../../test/course-fixture.ts';

let t: Awaited<ReturnType<typeof createCourseApp>>;
let aliceCookie: string;

beforeAll(async () => {
  t = await createCourseApp();
  aliceCookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());

async function courseOf(bcid: string, cookie = aliceCookie): Promise<Course> {
  const response = await t.call('getCourse', { bcid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('getCourse', () => {
  it('gives the head of a course of my batch, its description stripped of scripts', async () => {
    const course = await courseOf('pharmd-2026-pd101');
    expect(course).toMatchObject({
      bcid: 'pharmd-2026-pd101',
      bpid: 'pharmd-2026',
      pid: 'pharmd',
      tid: 'pd101',
      ttitle: 'Pharmaceutics',
      ptitle: 'Doctor of Pharmacy',
      tduration: 24,
    });
    expect(course.tdescription).toContain('<p>Dosage forms</p>');
    expect(course.tdescription).not.toMatch(/<script|onerror|alert/);
  });

  it('names a course without content by the curriculum, with an empty description', async () => {
    expect(await courseOf('pharmd-2026-pd103')).toMatchObject({
      ttitle: 'Biochemistry',
      tduration: 24,
      tdescription: '',
    });
  });

  it('opens an elective only for a learner who chose it', async () => {
    expect((await courseOf('pharmd-2026-pd102')).ttitle).toBe('Anatomy');
    const response = await t.call('getCourse', { bcid: 'pharmd-2026-pd102' }, await t.cookieOf(bob));
    expect(response.statusCode).toBe(403);
  });

  it('refuses a learner not enrolled in the batch', async () => {
    const response = await t.call('getCourse', { bcid: 'pharmd-2026-pd101' }, await t.cookieOf(carol));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Pharmaceutics');
  });

  it("refuses another organisation's course id, and an unknown one", async () => {
    for (const bcid of ['other-pd101', 'no-such-course']) {
      const response = await t.call('getCourse', { bcid }, aliceCookie);
      expect(response.statusCode, bcid).toBe(404);
    }
    const foreign = await t.call('getCourse', { oid: 'OTHERORG', bcid: 'other-pd101' }, aliceCookie);
    expect(foreign.statusCode).toBe(403);
  });
});

/** A file's address on the content origin, signed for Alice and that file alone (ADR 0095). */
const signedForAlice = (path: string) =>
  expect.stringMatching(
    new RegExp(`^http://localhost:3001/content/TESTORG/alice%40example\\.test/\\d+/\\d+/[\\w-]{43}/${path}$`),
  );

describe('getReferences and getCourseVideos', () => {
  it('give the references of my course in order, files signed for me and links as they are', async () => {
    const response = await t.call('getReferences', { bcid: 'pharmd-2026-pd101' }, aliceCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      refer: [
        { title: 'Handbook', otype: 'pdf', ourl: signedForAlice('pdf/reading\\.pdf') },
        { title: 'Flow chart', otype: 'image', ourl: signedForAlice('images/pharmd\\.svg') },
        { title: 'WHO', link: 'https://www.who.int/' },
      ],
    });
    const handbook = new URL(response.json().refer[0].ourl);
    expect((await t.app.content.inject({ url: handbook.pathname })).statusCode).toBe(200);
  });

  it('give the course videos newest first, with their dates', async () => {
    const response = await t.call('getCourseVideos', { bcid: 'pharmd-2026-pd101' }, aliceCookie);
    expect(
      response.json().video.map((item: { title: string; date: string }) => [item.title, item.date]),
    ).toEqual([
      ['Recorded webinar', '2026-08-05'],
      ['Older talk', '2026-07-10'],
    ]);
  });

  it('give empty lists for a course without content', async () => {
    const refs = await t.call('getReferences', { bcid: 'pharmd-2026-pd103' }, aliceCookie);
    expect(refs.json()).toEqual({ refer: [] });
    const videos = await t.call('getCourseVideos', { bcid: 'pharmd-2026-pd103' }, aliceCookie);
    expect(videos.json()).toEqual({ video: [] });
  });

  it('refuse a learner not enrolled, and another organisation’s course', async () => {
    const carolCookie = await t.cookieOf(carol);
    for (const name of ['getReferences', 'getCourseVideos']) {
      expect((await t.call(name, { bcid: 'pharmd-2026-pd101' }, carolCookie)).statusCode, name).toBe(403);
      expect((await t.call(name, { bcid: 'other-pd101' }, aliceCookie)).statusCode, name).toBe(404);
    }
  });
});

describe('getpodcast', () => {
  it('gives the nuggets holding podcasts, with only their podcasts; a disabled one without its audio', async () => {
    const response = await t.call('getpodcast', { bcid: 'pharmd-2026-pd101' }, aliceCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      nuggets: [
        {
          nid: 'pd101-n2',
          unit: 'Unit 2',
          ntitle: 'Listening',
          nduration: 15,
          nenabled: true,
          objects: [{ oid: 'pd101-p1', otitle: 'Episode 1', ourl: signedForAlice('audio/episode\\.wav') }],
        },
        {
          nid: 'pd101-n3',
          unit: 'Unit 2',
          ntitle: 'Held back',
          nduration: 10,
          nenabled: false,
          objects: [{ oid: 'pd101-p2', otitle: 'Episode 2', ourl: null }],
        },
      ],
    });
  });

  it('gives no nuggets for a course without podcasts or content, and refuses others', async () => {
    for (const bcid of ['pharmd-2026-pd102', 'pharmd-2026-pd103']) {
      expect((await t.call('getpodcast', { bcid }, aliceCookie)).json(), bcid).toEqual({ nuggets: [] });
    }
    expect(
      (await t.call('getpodcast', { bcid: 'pharmd-2026-pd101' }, await t.cookieOf(carol))).statusCode,
    ).toBe(403);
    expect((await t.call('getpodcast', { bcid: 'other-pd101' }, aliceCookie)).statusCode).toBe(404);
  });
});

describe('getCourseInstructor', () => {
  it('names the instructor of my course without their e-mail address, or null', async () => {
    const response = await t.call('getCourseInstructor', { bcid: 'pharmd-2026-pd101' }, aliceCookie);
    expect(response.json()).toEqual({
      instructor: {
        name: 'Dr. Ada Lovelace',
        designation: 'Professor',
        org: 'Test University',
        pic: 'images/pharmd.svg',
      },
    });
    expect(response.body).not.toContain('ada@example.test');
    const none = await t.call('getCourseInstructor', { bcid: 'pharmd-2026-pd103' }, aliceCookie);
    expect(none.json()).toEqual({ instructor: null });
  });

  it('refuses a learner not enrolled', async () => {
    const response = await t.call(
      'getCourseInstructor',
      { bcid: 'pharmd-2026-pd101' },
      await t.cookieOf(carol),
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Lovelace');
  });
});
