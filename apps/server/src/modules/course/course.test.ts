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
