import type { Input, Output } from '@aula/contract/operation';
import type { checkAssessmentPreview, previewAssessment } from '@aula/contract/staff-quiz-authoring';
import type { Db } from '../../platform/db.ts';
import { previewMarking, previewQuestions } from '../assessments/index.ts';
import { itemsOf, requireAssessment } from './authored-assessments.ts';

/*
 * An assessment or assignment previewed by its author as a learner takes it (ADR 0099): the saved
 * questions as a learner receives them (their HTML as the import sanitised it), whatever the window, and
 * the answers marked as a submission would be; its pictures signed by `sign` for the admin (ADR 0095).
 * No attempt, answer or progress is read or written.
 */

export async function previewAuthoredAssessment(
  db: Db,
  oid: string,
  assessid: string,
  sign: (path: string) => string,
): Promise<Output<typeof previewAssessment>> {
  const row = await requireAssessment(db, oid, assessid);
  return {
    assessid,
    quiztype: row.quiztype,
    title: row.title,
    instructions: row.instructions,
    qitems: previewQuestions(await itemsOf(db, oid, assessid), sign),
  };
}

export async function checkAuthoredAssessmentPreview(
  db: Db,
  oid: string,
  body: Input<typeof checkAssessmentPreview>,
  sign: (path: string) => string,
): Promise<Output<typeof checkAssessmentPreview>> {
  const row = await requireAssessment(db, oid, body.assessid);
  return previewMarking(row, await itemsOf(db, oid, body.assessid), body.response, sign);
}
