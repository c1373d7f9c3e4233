import type { QuizKind } from '@aula/contract/assessments';
import { and, asc, eq } from 'drizzle-orm';
import { assessmentItems, assessments } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertStudies } from '../enrolments/index.ts';
import type { ItemRow } from './question-view.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * The assessment (or assignment, by quiztype; either when none is given) `assessid` the learner may
 * take, or an error: 404 when there is none of that kind, 403 when its course is not the learner's
 * by the course page's rule (assertStudies: the enrolment scope, ADR 0069; one of the whole batch, no
 * tid, when they are enrolled in the batch).
 */
export async function findOwnAssessment(
  db: Db,
  user: SessionUser,
  assessid: string,
  quiztype: QuizKind | undefined,
): Promise<AssessmentRow> {
  const [assessment] = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.oid, user.oid),
        eq(assessments.assessid, assessid),
        quiztype === undefined ? undefined : eq(assessments.quiztype, quiztype),
      ),
    )
    .limit(1);
  if (!assessment) throw noSuchAssessment();
  await assertStudies(db, user, assessment);
  return assessment;
}

/** The refusal of an assessment that is not there (of that kind). */
export function noSuchAssessment(): AppError {
  return new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'no such assessment' });
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
