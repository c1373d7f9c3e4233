import {
  type CourseFeedbackAnswer,
  courseFeedbackMessages,
  type FeedbackKind,
} from '@aula/contract/course-feedback';
import { courseFeedbackResponses } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { courseFeedbackForm } from './course-feedback-queries.ts';

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** Every question rated once (and commented, where the comment box is on), nothing else. */
function checkAnswers(
  questions: readonly { qid: string }[],
  comment: boolean,
  resp: readonly CourseFeedbackAnswer[],
): void {
  const asked = new Set(questions.map((question) => question.qid));
  const answered = new Set<string>();
  for (const [index, answer] of resp.entries()) {
    if (!asked.has(answer.qid)) refuse(`resp.${index}.qid`, 'That is not a question of this form.');
    if (answered.has(answer.qid)) refuse(`resp.${index}.qid`, 'A question is answered twice.');
    if (comment && !answer.comment) refuse(`resp.${index}.comment`, 'Please write a comment.');
    answered.add(answer.qid);
  }
  if (answered.size !== asked.size) refuse('resp', 'Please answer every question.');
}

/**
 * CIFeedBack, action update: the learner's ratings of a course or its instructor, once per learner,
 * batch course and kind (the table's key keeps two submissions at once to one).
 */
export async function updateCourseFeedback(
  db: Db,
  user: SessionUser,
  { bcid, crir, resp }: { bcid: string; crir: FeedbackKind; resp: CourseFeedbackAnswer[] },
  now: Date,
): Promise<{ ok: true }> {
  const course = await studiedCourseOf(db, user, bcid);
  const form = await courseFeedbackForm(db, user.oid, course, crir);
  if (!form) throw new AppError('FORBIDDEN', courseFeedbackMessages.disabled);
  checkAnswers(form.questions, form.comment, resp);
  const stored = await db
    .insert(courseFeedbackResponses)
    .values({
      oid: user.oid,
      eid: user.eid,
      bcid,
      crir,
      response: resp.map(({ qid, rating, comment }) => ({ qid, rating, ...(comment ? { comment } : {}) })),
      submittedAt: now,
    })
    .onConflictDoNothing()
    .returning({ crir: courseFeedbackResponses.crir });
  if (stored.length === 0) throw new AppError('CONFLICT', courseFeedbackMessages.alreadySubmitted);
  return { ok: true };
}
