import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAssessmentsApp,
  examItems,
  fixtureOid,
  rightAnswers,
} from '../../../test/assessments-fixture.ts';
import { createOrganisation } from '../../../test/factories.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { courseProgress, objectProgress, openObjects } from '../../db/schema/progress.ts';
import { miniAssignments, quizAttempts } from '../../db/schema/quiz-attempts.ts';

// ADR 0099: an author previews a quiz or an assessment as a learner takes it, before its window opens,
// and sees the marking a learner would see; no attempt, answer or progress row is ever written.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
let admin: StaffWithSession;
let instructor: StaffWithSession;
let stranger: StaffWithSession;

beforeAll(async () => {
  t = await createAssessmentsApp();
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
  instructor = await staffSession(db, [{ role: 'instructor', scope: null }], { oid: fixtureOid });
  await createOrganisation(db, { oid: 'OTHER' });
  stranger = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'OTHER' });
});
afterAll(() => t.app.close());

const as = (who: StaffWithSession, name: string, body: Record<string, unknown>) =>
  t.call(name, { oid: who.oid, ...body }, who.cookie);
const ok = async (response: Awaited<ReturnType<typeof as>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Every row a learner's try of a quiz or assessment could leave, counted table by table. */
async function recordedRows(): Promise<number[]> {
  const { db } = t.database;
  const tables = [
    assessmentAttempts,
    assessmentAnswers,
    quizAttempts,
    miniAssignments,
    objectProgress,
    courseProgress,
    openObjects,
  ];
  return Promise.all(
    tables.map(async (table) => (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0),
  );
}

describe('previewing an assessment', () => {
  it('gives the questions as a learner receives them, before the window opens, without right answers', async () => {
    const before = await recordedRows();
    const preview = await ok(await as(admin, 'staff/previewAssessment', { assessid: 'pd-exam' }));
    expect(preview).toMatchObject({ assessid: 'pd-exam', quiztype: 'assess', title: 'Pharmaceutics exam' });
    expect(preview.instructions).toBe('<p>Answer every question.</p>');
    expect(preview.qitems.map((item: { iid: string }) => item.iid)).toEqual(
      examItems.map((item) => item.iid),
    );
    expect(JSON.stringify(preview)).not.toMatch(/correct|"match"/);
    expect(preview.qitems[5].matches).toEqual([
      'A possible association',
      'Giving it again',
      'Stopping the medicine',
    ]);
    expect(await recordedRows()).toEqual(before);
  });

  it('marks answers as a submission would be, shows the right answers, and records nothing', async () => {
    const before = await recordedRows();
    const all = await ok(
      await as(admin, 'staff/checkAssessmentPreview', {
        assessid: 'pd-exam',
        response: [...rightAnswers, { iid: 'i7', text: 'Because.' }],
      }),
    );
    expect(all.score).toBe(100);
    expect(all.qitems[2].correct).toEqual([0, 1]);
    expect(all.response).toHaveLength(7);

    const half = await ok(
      await as(admin, 'staff/checkAssessmentPreview', {
        assessid: 'pd-exam',
        response: [
          { iid: 'i1', selected: [1] },
          { iid: 'i2', selected: [0] },
          { iid: 'i3', selected: [] },
        ],
      }),
    );
    expect(half.score).toBe(16.67);
    expect(half.response).toEqual([
      { iid: 'i1', selected: [1] },
      { iid: 'i2', selected: [0] },
    ]);

    const assignment = await ok(
      await as(admin, 'staff/checkAssessmentPreview', {
        assessid: 'pd-assignment',
        response: [{ iid: 'a2', selected: [0] }],
      }),
    );
    expect(assignment.score).toBeNull();
    expect(await recordedRows()).toEqual(before);
  });

  it("refuses an answer that fits no question of the assessment, and another organisation's assessment", async () => {
    const stray = await as(admin, 'staff/checkAssessmentPreview', {
      assessid: 'pd-exam',
      response: [{ iid: 'a2', selected: [0] }],
    });
    expect(stray.statusCode).toBe(400);
    const tooMany = await as(admin, 'staff/checkAssessmentPreview', {
      assessid: 'pd-exam',
      response: [{ iid: 'i1', selected: [0, 1] }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await as(instructor, 'staff/previewAssessment', { assessid: 'pd-exam' })).statusCode).toBe(403);
    expect((await as(stranger, 'staff/previewAssessment', { assessid: 'pd-exam' })).statusCode).toBe(404);
    const named = await t.call(
      'staff/previewAssessment',
      { oid: fixtureOid, assessid: 'pd-exam' },
      stranger.cookie,
    );
    expect(named.statusCode).toBe(403);
  });
});

describe('previewing a quiz', () => {
  it('scores a try as the learners scorer does and records no attempt or progress', async () => {
    const objective = examItems
      .filter((item) => item.atype <= 6)
      .map(({ iid: _iid, ...item }) => ({ ...item, iopts: item.iopts ?? [] }));
    await ok(
      await as(admin, 'staff/saveQuiz', {
        quizid: 'pd101-preview',
        create: true,
        qtype: 1,
        cutoff: null,
        deadLine: null,
        qitems: objective,
      }),
    );
    const before = await recordedRows();
    await ok(await as(admin, 'staff/previewQuiz', { quizid: 'pd101-preview' }));
    const scored = await ok(
      await as(admin, 'staff/checkQuizPreview', {
        quizid: 'pd101-preview',
        responses: [[0], [1], [0, 1], [1], [0, 2], [2, 1, 0]],
      }),
    );
    expect(scored).toMatchObject({ percent: 83, passed: true });
    expect(await recordedRows()).toEqual(before);
  });
});
