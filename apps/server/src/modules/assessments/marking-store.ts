import { markingRefusals } from '@aula/contract/staff-marking';
import { and, eq } from 'drizzle-orm';
import { assessmentMarkings, assessmentMarks } from '../../db/schema/assessment-marks.ts';
import { assessments } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { assertLearnerOfCourse } from '../enrolments/index.ts';
import { type AttemptKey, type AttemptRow, findAttempt } from './attempt-store.ts';
import type { AssessmentRow } from './policy.ts';

export type MarkRow = typeof assessmentMarks.$inferSelect;
export type MarkingRow = typeof assessmentMarkings.$inferSelect;

/** The assessment `assessid` (the assessment policy has checked that the caller teaches it). */
export async function taughtAssessment(db: Db, oid: string, assessid: string): Promise<AssessmentRow> {
  const [assessment] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.oid, oid), eq(assessments.assessid, assessid)))
    .limit(1);
  if (!assessment) {
    throw new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'no such assessment' });
  }
  return assessment;
}

/** The batch course an assessment of one course belongs to; null for one of the whole batch. */
export async function batchCourseOf(db: Db, assessment: AssessmentRow): Promise<string | null> {
  if (assessment.tid === null) return null;
  const [course] = await db
    .select({ bcid: batchCourses.bcid })
    .from(batchCourses)
    .where(
      and(
        eq(batchCourses.oid, assessment.oid),
        eq(batchCourses.bpid, assessment.bpid),
        eq(batchCourses.tid, assessment.tid),
      ),
    )
    .limit(1);
  return course?.bcid ?? null;
}

const noSuchAttempt = () =>
  new AppError('NOT_FOUND', 'There is no such attempt.', { eid: 'no attempt of this learner' });

/**
 * The submitted attempt of learner `eid`, who must study the assessment's course (a 404 otherwise,
 * whether the account exists or not); a draft is refused, as it is not the learner's final answer.
 */
export async function submittedAttempt(db: Db, assessment: AssessmentRow, eid: string): Promise<AttemptRow> {
  if (assessment.tid !== null) {
    const bcid = await batchCourseOf(db, assessment);
    if (bcid === null) throw noSuchAttempt();
    await assertLearnerOfCourse(db, assessment.oid, eid, bcid);
  }
  const attempt = await findAttempt(db, { oid: assessment.oid, assessid: assessment.assessid, eid });
  if (!attempt) throw noSuchAttempt();
  if (attempt.status !== 1) {
    throw new AppError('CONFLICT', markingRefusals.notSubmitted, { eid: 'not submitted' });
  }
  return attempt;
}

const markingWhere = ({ oid, assessid, eid }: AttemptKey) =>
  and(
    eq(assessmentMarkings.oid, oid),
    eq(assessmentMarkings.assessid, assessid),
    eq(assessmentMarkings.eid, eid),
  );

/** The attempt's marking row, if marks were ever saved or released. */
export async function markingOf(db: Db, key: AttemptKey, lock = false): Promise<MarkingRow | undefined> {
  const query = db.select().from(assessmentMarkings).where(markingWhere(key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The attempt's marks, by iid. */
export async function marksOf(db: Db, { oid, assessid, eid }: AttemptKey): Promise<Map<string, MarkRow>> {
  const rows = await db
    .select()
    .from(assessmentMarks)
    .where(
      and(eq(assessmentMarks.oid, oid), eq(assessmentMarks.assessid, assessid), eq(assessmentMarks.eid, eid)),
    );
  return new Map(rows.map((row) => [row.iid, row]));
}

/** The marks' values, by iid (a removed override has none). */
export const markValues = (marks: ReadonlyMap<string, MarkRow>): Map<string, number> =>
  new Map([...marks].flatMap(([iid, row]) => (row.mark === null ? [] : [[iid, row.mark] as const])));
