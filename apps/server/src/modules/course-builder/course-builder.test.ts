import type { UserCourseProgress } from '@aula/contract/course-player';
import type { CourseDraft } from '@aula/contract/staff-course-builder';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '../../../test/batch-factories.ts';
import { createLearner } from '../../../test/factories.ts';
import { alice, createLearnerHomeApp, fixtureOid as oid } from '../../../test/learner-home-fixture.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { call } from '../../../test/test-app.ts';
import { courses, quizzes } from '../../db/schema/content.ts';
import { batchCourses, programs } from '../../db/schema/programs.ts';
import { objectProgress } from '../../db/schema/progress.ts';

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let admin: StaffWithSession;
let learner: string;
const pid = 'pharmd';
const bcid = 'pharmd-2026-pd102';

beforeAll(async () => {
  t = await createLearnerHomeApp();
  admin = await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid });
  learner = await t.cookieOf(alice);
  await t.database.db.insert(quizzes).values({ oid, quizid: 'free-quiz', qtype: 0, qitems: [] });
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

const staff = (name: string, body: Record<string, unknown>, cookie = admin.cookie) =>
  call(t.app, `staff/${name}`, { oid, pid, ...body }, cookie);

async function draftOf(tid: string): Promise<{ version: number; draft: CourseDraft }> {
  const answer = await staff('getCourseDraft', { tid });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function seenByLearner(): Promise<UserCourseProgress> {
  const answer = await t.call('getUserCourseProgress', { eid: alice.email, bcid }, learner);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const objectIds = (course: UserCourseProgress) =>
  course.nuggets.map((nugget) => [nugget.nid, nugget.objects.map((object) => object.oid)]);

describe('the course builder', () => {
  it('opens a published course as a draft with nothing changed and the batches’ defaults kept', async () => {
    const { version, draft } = await draftOf('pd102');
    expect(version).toBe(0);
    expect(draft.nuggets.map((nugget) => [nugget.nid, nugget.nenabled])).toEqual([
      ['pd102-n1', true],
      ['pd102-n2', false],
    ]);
    const answer = await staff('getCourseDraft', { tid: 'pd102' });
    expect(Object.values(answer.json().changes).filter(Boolean)).toEqual([]);
  });

  it('keeps a draft from learners until it is published; progress follows a moved object and survives a retired one', async () => {
    const { version, draft } = await draftOf('pd102');
    const [first, second] = draft.nuggets;
    if (!first || !second) throw new Error('pd102 has two units');
    const [reading, video] = first.objects;
    if (!reading || !video) throw new Error('pd102-n1 has two objects');
    const edited: CourseDraft = {
      ...draft,
      nuggets: [
        { ...first, objects: [{ ...video, retired: true }] },
        second,
        {
          nid: 'pd102-n3',
          unit: 'Unit 3: Organs',
          ntitle: 'Organs',
          nduration: 15,
          nenabled: true,
          retired: false,
          objects: [
            {
              oid: 'pd102-o4',
              otype: 'youtube',
              otitle: 'Organs video',
              url: 'https://www.youtube.com/watch?v=abc',
              nenabled: true,
              retired: false,
            },
            { oid: 'free-quiz', otype: 'quiz', otitle: 'Check', nenabled: true, retired: false },
            reading,
          ],
        },
      ],
    };
    const saved = await staff('saveCourseDraft', { tid: 'pd102', version, draft: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().changes).toMatchObject({
      unitsAdded: 1,
      objectsAdded: 2,
      objectsMoved: 1,
      objectsRemoved: 1,
    });

    const before = await seenByLearner();
    expect(objectIds(before)).toEqual([
      ['pd102-n1', ['pd102-o1', 'pd102-o2']],
      ['pd102-n2', ['pd102-o3']],
    ]);

    const published = await staff('publishCourse', { tid: 'pd102', version: saved.json().version });
    expect(published.statusCode).toBe(200);
    expect(published.json().changes).toMatchObject({ objectsAdded: 0, objectsMoved: 0, objectsRemoved: 0 });

    const after = await seenByLearner();
    // A unit left with no object to open is not published.
    expect(objectIds(after)).toEqual([
      ['pd102-n2', ['pd102-o3']],
      ['pd102-n3', ['pd102-o4', 'free-quiz', 'pd102-o1']],
    ]);
    const moved = after.nuggets[1]?.objects.find((object) => object.oid === 'pd102-o1');
    expect(moved?.userOP).toMatchObject({ op: 2 });
    expect(after.nuggets[0]?.nenabled).toBe(false);
    const [quiz] = await t.database.db
      .select({ tid: quizzes.tid })
      .from(quizzes)
      .where(and(eq(quizzes.oid, oid), eq(quizzes.quizid, 'free-quiz')));
    expect(quiz?.tid).toBe('pd102');
    const kept = await t.database.db
      .select({ objid: objectProgress.objid, op: objectProgress.op })
      .from(objectProgress)
      .where(and(eq(objectProgress.bcid, bcid), eq(objectProgress.objid, 'pd102-o2')));
    expect(kept).toEqual([{ objid: 'pd102-o2', op: 1 }]);
    const [line] = await auditLines(t.database.db, { action: 'courses.publish' });
    expect(line).toMatchObject({ actorEid: admin.email, subjectId: pid });

    // The retired object comes back with the learner's progress in it.
    const current = await draftOf('pd102');
    const restored = structuredClone(current.draft);
    for (const object of restored.nuggets[0]?.objects ?? []) object.retired = false;
    const again = await staff('saveCourseDraft', { tid: 'pd102', version: current.version, draft: restored });
    await staff('publishCourse', { tid: 'pd102', version: again.json().version });
    const back = (await seenByLearner()).nuggets[0]?.objects.find((object) => object.oid === 'pd102-o2');
    expect(back?.userOP).toMatchObject({ op: 1 });
  });

  it('refuses an object that does not fit, naming the field, and keeps what was saved', async () => {
    const { version, draft } = await draftOf('pd102');
    const unit = draft.nuggets[0];
    if (!unit) throw new Error('pd102 has a unit');
    const bad = (object: Record<string, unknown>) => ({
      ...draft,
      nuggets: [{ ...unit, objects: [{ otitle: 'Bad', nenabled: true, retired: false, ...object }] }],
    });
    const vimeoAsYoutube = await staff('saveCourseDraft', {
      tid: 'pd102',
      version,
      draft: bad({ oid: 'x1', otype: 'youtube', url: 'https://vimeo.com/1' }),
    });
    expect(vimeoAsYoutube.statusCode).toBe(400);
    expect(vimeoAsYoutube.json().error.fields).toHaveProperty(['draft.nuggets.0.objects.0.url']);
    const quizOfAnother = await staff('saveCourseDraft', {
      tid: 'pd102',
      version,
      draft: bad({ oid: 'pd101-quiz', otype: 'quiz' }),
    });
    expect(quizOfAnother.statusCode).toBe(400);
    expect(quizOfAnother.json().error.fields).toEqual({
      'draft.nuggets.0.objects.0.oid': 'This quiz is already shown by another course.',
    });
    const missingFile = await staff('saveCourseDraft', {
      tid: 'pd102',
      version,
      draft: bad({ oid: 'x2', otype: 'pdf', ourl: 'pdf/nowhere.pdf' }),
    });
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json().error.fields).toHaveProperty(['draft.nuggets.0.objects.0.ourl']);
    const stale = await staff('saveCourseDraft', { tid: 'pd102', version: version - 1, draft });
    expect(stale.statusCode).toBe(409);
    expect((await draftOf('pd102')).draft).toEqual(draft);
  });

  it('creates a course as a draft that learners get only once it is published', async () => {
    const created = await staff('createCourse', {
      course: {
        ttitle: 'Pharmacology',
        tduration: 12,
        tdescription: '<p>Drugs</p><script>alert(1)</script>',
        freenavigation: true,
      },
    });
    expect(created.statusCode).toBe(200);
    const { tid } = created.json();
    const listed = await staff('listProgrammeCourses', {});
    expect(listed.json().courses).toContainEqual(
      expect.objectContaining({ tid, published: false, unpublishedChanges: true }),
    );
    const { version, draft } = await draftOf(tid);
    expect(draft.tdescription).toBe('<p>Drugs</p>');
    const empty = await staff('publishCourse', { tid, version });
    expect(empty.statusCode).toBe(400);
    expect(await t.database.db.select().from(courses).where(eq(courses.tid, tid))).toEqual([]);

    const withUnit = {
      ...draft,
      nuggets: [
        {
          nid: 'u1',
          unit: 'Unit 1',
          ntitle: 'Basics',
          nduration: 10,
          nenabled: true,
          retired: false,
          objects: [
            {
              oid: 'o1',
              otype: 'pdf',
              otitle: 'Reading',
              ourl: 'pdf/reading.pdf',
              nenabled: true,
              retired: false,
            },
          ],
        },
      ],
    };
    const saved = await staff('saveCourseDraft', { tid, version, draft: withUnit });
    const published = await staff('publishCourse', { tid, version: saved.json().version });
    expect(published.statusCode).toBe(200);
    const [program] = await t.database.db
      .select({ details: programs.details })
      .from(programs)
      .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
    expect(program?.details.pcurriculum?.map((topic) => topic.tid)).toContain(tid);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.tid, tid));
    expect(row).toMatchObject({ pid, ttitle: 'Pharmacology', freenavigation: true });
  });

  it('gives a batch that starts running the course after its publish the published defaults', async () => {
    const { version, draft } = await draftOf('pd102');
    const edited: CourseDraft = {
      ...draft,
      nuggets: draft.nuggets.map((nugget) => ({
        ...nugget,
        nenabled: nugget.nid !== 'pd102-n3',
        objects: nugget.objects.map((object) => ({ ...object, nenabled: object.oid !== 'pd102-o3' })),
      })),
    };
    const saved = await staff('saveCourseDraft', { tid: 'pd102', version, draft: edited });
    expect((await staff('publishCourse', { tid: 'pd102', version: saved.json().version })).statusCode).toBe(
      200,
    );
    const batch = await staff('saveBatch', {
      title: 'Later intake',
      psd: '2026-07-01',
      ped: '2027-06-30',
      current: false,
    });
    expect(batch.statusCode).toBe(200);
    const { bpid } = batch.json() as { bpid: string };
    const running = await staff('setBatchCourses', { bpid, courses: [{ tid: 'pd102', telective: false }] });
    expect(running.statusCode).toBe(200);
    const [started] = await t.database.db
      .select({ bcid: batchCourses.bcid })
      .from(batchCourses)
      .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bpid, bpid)));
    if (!started) throw new Error('the batch runs pd102');

    const newcomer = await createLearner(t.database.db, { oid });
    await enrol(t.database.db, newcomer, bpid);
    const seen = await t.call(
      'getUserCourseProgress',
      { eid: newcomer.email, bcid: started.bcid },
      await t.cookieOf(newcomer),
    );
    expect(seen.statusCode).toBe(200);
    const { nuggets } = seen.json() as UserCourseProgress;
    expect(nuggets.map((nugget) => [nugget.nid, nugget.nenabled])).toEqual([
      ['pd102-n1', true],
      ['pd102-n2', true],
      ['pd102-n3', false],
    ]);
    expect(nuggets[1]?.objects.map((object) => [object.oid, object.nenabled])).toEqual([['pd102-o3', false]]);
    expect(nuggets[0]?.objects.every((object) => object.nenabled)).toBe(true);
  });

  it('refuses staff who are not admins and admins of another organisation', async () => {
    const counsellor = await staffSession(t.database.db, [{ role: 'counsellor', scope: null }], { oid });
    expect((await staff('getCourseDraft', { tid: 'pd102' }, counsellor.cookie)).statusCode).toBe(403);
    const foreign = await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid: 'FOREIGN' });
    expect((await staff('getCourseDraft', { tid: 'pd102' }, foreign.cookie)).statusCode).toBe(403);
    const ownOid = await call(
      t.app,
      'staff/getCourseDraft',
      { oid: 'FOREIGN', pid, tid: 'pd102' },
      foreign.cookie,
    );
    expect(ownOid.statusCode).toBe(403);
    const unknownCourse = await staff('getCourseDraft', { tid: 'pd999' });
    expect(unknownCourse.statusCode).toBe(404);
  });
});
