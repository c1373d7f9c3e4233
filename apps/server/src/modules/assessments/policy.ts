import type { QuizKind } from '@aula/contract/assessments';
import { and, asc, eq } from 'drizzle-orm';
import { assessmentItems, assessments } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import type { ItemRow } from './question-view.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * The assessment (or assignment, by quiztype) `assessid` of a batch the learner is enrolled in, or an
 * error: 404 when there is none of that kind, 403 when it belongs to a batch that is not theirs.
 */
export async function findOwnAssessment(
  db: Db,
  user: SessionUser,
  assessid: string,
  quiztype: QuizKind,
): Promise<AssessmentRow> {
  const [assessment] = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.oid, user.oid),
        eq(assessments.assessid, assessid),
        eq(assessments.quiztype, quiztype),
      ),
    )
    .limit(1);
  if (!assessment) {
    throw new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'no such assessment' });
  }
  await assertEnrolled(db, user, assessment.bpid);
  return assessment;
}

/** The questions of an assessment, in order. */
export function itemsOf(db: Db, oid: string, assessid: string): Promise<ItemRow[]> {
  return db
    .select({
      iid: assessmentItems.iid,
      atype: assessmentItems.atype,
      istem: assessmentItems.istem,
      img: assessmentItems.img,
      iopts: assessmentItems.iopts,
    })
    .from(assessmentItems)
    .where(and(eq(assessmentItems.oid, oid), eq(assessmentItems.assessid, assessid)))
    .orderBy(asc(assessmentItems.position));
}
