import type { UserTotalProgress } from '@aula/contract/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, carol, createLearnerHomeApp, fixtureOid } from '../../../test/learner-home-fixture.ts';
import { findLastOpened } from './find-last-opened.ts';
import { coursesOfBatches, enrolledBatches, type LearnerRow } from './progress-queries.ts';

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;

beforeAll(async () => {
  t = await createLearnerHomeApp();
});
afterAll(() => t.app.close());

async function progressOf(learner: { email: string; password: string }): Promise<UserTotalProgress> {
  const response = await t.call('getUserTotalProgress', { eid: learner.email }, await t.cookieOf(learner));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('getUserTotalProgress', () => {
  it("lists the learner's batch with each course's share of completed objects", async () => {
    const { bpdata, progress } = await progressOf(alice);
    expect(progress).toBe(true);
    expect(bpdata).toHaveLength(1);
    const [program] = bpdata;
    expect(program).toMatchObject({
      bpid: 'pharmd-2026',
      pid: 'pharmd',
      ptitle: 'Doctor of Pharmacy',
      image: 'images/pharmd.svg',
      pdur: '6 years',
      psd: '2026-08-01',
      ped: '2032-07-31',
      // One of pd101's two objects and one of pd102's two enabled ones: 2 of 4.
      per: 50,
    });
    expect(program?.tcourses).toEqual([
      expect.objectContaining({
        tid: 'pd101',
        bcid: 'pharmd-2026-pd101',
        per: 50,
        selected: true,
        telective: false,
      }),
      expect.objectContaining({
        tid: 'pd102',
        ttitle: 'Anatomy',
        tdur: 24,
        per: 50,
        selected: true,
        telective: true,
      }),
      // No course content yet: the title and weeks come from the program's curriculum.
      expect.objectContaining({ tid: 'pd103', ttitle: 'Biochemistry', tdur: 24, per: 0, image: null }),
    ]);
  });

  it('marks an elective the learner did not choose, and leaves it out of the program percent', async () => {
    const { bpdata } = await progressOf(bob);
    const courses = bpdata[0]?.tcourses ?? [];
    expect(courses.find((course) => course.tid === 'pd102')).toMatchObject({ selected: false, per: 0 });
    expect(courses.find((course) => course.tid === 'pd101')).toMatchObject({ per: 100 });
    // pd101 is complete, pd103 has nothing to do yet but is not complete: the program is not done.
    expect(bpdata[0]?.per).toBe(99);
  });

  it('names the object opened last with its course, unit and nugget', async () => {
    const { lastOpened } = await progressOf(alice);
    expect(lastOpened).toEqual({
      pid: 'pharmd',
      bpid: 'pharmd-2026',
      bcid: 'pharmd-2026-pd102',
      tid: 'pd102',
      ptitle: 'Doctor of Pharmacy',
      ttitle: 'Anatomy',
      unit: 'Unit 1: Cells',
      ntitle: 'The cell',
      objid: 'pd102-o2',
      otitle: 'Cell video',
      otype: 'youtube',
      openedAt: '2026-11-18T14:00:00.000Z',
    });
    expect((await progressOf(bob)).lastOpened).toBeNull();
  });

  it('answers an empty home to a learner without enrolments', async () => {
    expect(await progressOf(carol)).toEqual({ bpdata: [], progress: false, lastOpened: null });
  });

  it("refuses another learner's eid", async () => {
    const response = await t.call('getUserTotalProgress', { eid: bob.email }, await t.cookieOf(alice));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('pharmd-2026-pd101');
  });
});

describe('the object opened last', () => {
  const courseRow = (bcid: string, objid: string | null, openedAt: string): LearnerRow => ({
    kind: 'c',
    bcid,
    objid,
    code: 1,
    openedMs: Date.parse(openedAt),
  });

  it('is the latest course row in a batch the learner is still enrolled in, with an object', async () => {
    const { db } = t.database;
    const enrolled = await enrolledBatches(db, { oid: fixtureOid, eid: alice.email });
    const courses = await coursesOfBatches(db, fixtureOid, ['pharmd-2026']);
    const rows = [
      courseRow('pharmd-2026-pd102', 'pd102-o2', '2026-11-18T14:00:00Z'),
      // Later, but in a batch the learner is not enrolled in, and in a course row without an object.
      courseRow('other-2026-pd102', 'pd102-o2', '2026-11-19T10:00:00Z'),
      courseRow('pharmd-2026-pd101', null, '2026-11-20T10:00:00Z'),
      { kind: 'o', bcid: 'pharmd-2026-pd101', objid: 'pd101-o1', code: 2, openedMs: null } as const,
    ];
    const found = await findLastOpened(db, fixtureOid, enrolled, courses, rows);
    expect(found).toMatchObject({
      bcid: 'pharmd-2026-pd102',
      objid: 'pd102-o2',
      ptitle: 'Doctor of Pharmacy',
    });
    expect(await findLastOpened(db, fixtureOid, [], [], rows)).toBeNull();
    // The latest object has left the course: nothing, rather than an older place.
    const gone = [...rows, courseRow('pharmd-2026-pd101', 'pd101-gone', '2026-11-21T10:00:00Z')];
    expect(await findLastOpened(db, fixtureOid, enrolled, courses, gone)).toBeNull();
  });
});
