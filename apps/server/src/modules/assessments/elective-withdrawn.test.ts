import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  createAssessmentsApp,
  duringExam,
  electiveExam,
  electiveExamBundle,
  fixtureOid,
} from '../../../test/assessments-fixture.ts';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { cachedAssessment } from './assessment-cache.ts';
import { saveDraft } from './draft-save.ts';

// Issue 23 §1 (ADR 0069): the exam's draft save checked only the enrolment in the batch, so a learner
// who withdrew from an elective kept saving to its timed assessment. Every path now asks the one
// enrolment scope: the statement of the fast path updates nothing, and the full path refuses.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const exam = electiveExam;
const elective = { eid: alice.email, ...exam };
const during = duringExam;
const notYourCourse = 'You are not enrolled in that course.';

beforeAll(async () => {
  t = await createAssessmentsApp(electiveExamBundle());
  t.clock.set(during);
});
afterAll(() => t.app.close());

function update(cookie: string, seq: number, response: unknown[], status: 0 | 1) {
  return t.call(
    'updateAssessment',
    { ...elective, device: 'phone', seq, quizdata: { response, status } },
    cookie,
  );
}

describe('an elective withdrawn during its timed assessment', () => {
  it('takes no more saves and no submission', async () => {
    const { db } = t.database;
    const cookie = await t.cookieOf(alice);
    expect((await t.call('getAssessmentQuiz', elective, cookie)).statusCode).toBe(200);
    const accepted = await update(cookie, 1, [{ iid: 'i1', selected: [0] }], 0);
    expect(accepted.statusCode, accepted.body).toBe(200);

    // Alice withdraws from the elective: her enrolment no longer names it (as enrolments.json writes it).
    await db
      .update(enrolments)
      .set({ selectedElectives: [] })
      .where(and(eq(enrolments.oid, fixtureOid), eq(enrolments.eid, alice.email)));

    // The fast path's statement, with the exam in this server's cache, saves nothing...
    const cached = await cachedAssessment(db, fixtureOid, elective.assessid);
    if (!cached) throw new Error('the elective exam is not cached');
    const direct = await saveDraft(
      db,
      { oid: fixtureOid, eid: alice.email },
      cached,
      { device: 'phone', seq: 2, response: [{ iid: 'i2', selected: [0] }] },
      during,
    );
    expect(direct).toBeNull();

    // ...and the operation refuses the save and the submission as the course page refuses the course.
    const refused = await update(cookie, 3, [{ iid: 'i2', selected: [1] }], 0);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.message).toBe(notYourCourse);
    const submitted = await update(cookie, 4, [{ iid: 'i2', selected: [1] }], 1);
    expect(submitted.statusCode, submitted.body).toBe(403);
    expect(submitted.json().error.message).toBe(notYourCourse);

    const key = and(
      eq(assessmentAttempts.oid, fixtureOid),
      eq(assessmentAttempts.assessid, elective.assessid),
      eq(assessmentAttempts.eid, alice.email),
    );
    const [attempt] = await db.select().from(assessmentAttempts).where(key);
    expect(attempt?.status).toBe(0);
    const stored = await db
      .select({ iid: assessmentAnswers.iid, seq: assessmentAnswers.seq })
      .from(assessmentAnswers)
      .where(
        and(
          eq(assessmentAnswers.oid, fixtureOid),
          eq(assessmentAnswers.assessid, elective.assessid),
          eq(assessmentAnswers.eid, alice.email),
        ),
      );
    expect(stored).toEqual([{ iid: 'i1', seq: 1 }]);
  });
});
