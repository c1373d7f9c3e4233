import { rm } from 'node:fs/promises';
import { outOfOrderMessage, type UserCourseProgress } from '@aula/contract/course-player';
import type { UserTotalProgress } from '@aula/contract/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBundle } from '../../../test/bundle-fixture.ts';
import { alice, coursePlayerBundle, createCoursePlayerApp } from '../../../test/course-player-fixture.ts';
import { importContent } from '../../content-sections.ts';

let t: Awaited<ReturnType<typeof createCoursePlayerApp>>;
let cookie = '';
const bcid = 'pharmd-2026-pd104';

beforeAll(async () => {
  t = await createCoursePlayerApp();
  cookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());

const course = async () =>
  (await t.call('getUserCourseProgress', { eid: alice.email, bcid }, cookie)).json() as UserCourseProgress;
const home = async () =>
  (await t.call('getUserTotalProgress', { eid: alice.email }, cookie)).json() as UserTotalProgress;

/** The course player bundle with pd104 renamed and its navigation no longer free, and the program renamed. */
function editedBundle(): Record<string, unknown> {
  const bundle = coursePlayerBundle();
  const pd104 = bundle['courses/pd104.json'] as { ttitle: string; freenavigation: boolean };
  bundle['courses/pd104.json'] = { ...pd104, ttitle: 'Pharmacology, revised', freenavigation: false };
  const program = bundle['programs/pharmd.json'] as { ptitle: string };
  bundle['programs/pharmd.json'] = { ...program, ptitle: 'Doctor of Pharmacy, revised' };
  return bundle;
}

describe('the courses and curricula the progress calls cache', () => {
  it('are read again as soon as a content import commits, and its rules apply at once', async () => {
    // Read once, so that this server holds the course, the batch's curriculum and the program's texts.
    expect(await course()).toMatchObject({ freenavigation: true, ttitle: 'Course pd104' });
    const opened = await t.call('openObject', { eid: alice.email, bcid, objid: 'pd104-o1' }, cookie);
    expect(opened.statusCode).toBe(200);
    const before = await home();
    expect(before.bpdata[0]?.tcourses.find((each) => each.bcid === bcid)?.ttitle).toBe('Course pd104');
    expect(before.bpdata[0]?.ptitle).toBe('Doctor of Pharmacy');
    expect(before.lastOpened).toMatchObject({ objid: 'pd104-o1', ptitle: 'Doctor of Pharmacy' });

    const folder = await writeBundle(editedBundle());
    try {
      await importContent(t.database.db, folder, t);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    expect(await course()).toMatchObject({ freenavigation: false, ttitle: 'Pharmacology, revised' });
    const after = await home();
    expect(after.bpdata[0]?.tcourses.find((each) => each.bcid === bcid)?.ttitle).toBe(
      'Pharmacology, revised',
    );
    expect(after.bpdata[0]?.ptitle).toBe('Doctor of Pharmacy, revised');
    expect(after.lastOpened).toMatchObject({
      ptitle: 'Doctor of Pharmacy, revised',
      ttitle: 'Pharmacology, revised',
    });
    const skipping = await t.call('openObject', { eid: alice.email, bcid, objid: 'pd104-o2' }, cookie);
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json().error.message).toBe(outOfOrderMessage);
  });
});
