import type { CourseFeedbackForm, FeedbackKind } from '@aula/contract/course-feedback';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { courseFeedbackForm, hasGivenCourseFeedback } from './course-feedback-queries.ts';

/**
 * CIFeedBack, action get: code 0 when the admin switched the form off for the batch (or the course has none), code 1
 * once the learner has answered it, otherwise its questions.
 */
export async function getCourseFeedback(
  db: Db,
  user: SessionUser,
  { bcid, crir }: { bcid: string; crir: FeedbackKind },
): Promise<CourseFeedbackForm> {
  const course = await studiedCourseOf(db, user, bcid);
  const form = await courseFeedbackForm(db, user.oid, course, crir);
  if (!form) return { code: 0 };
  if (await hasGivenCourseFeedback(db, user, bcid, crir)) return { code: 1 };
  return {
    questions: form.questions,
    comment: form.comment,
    ...(form.instructor ? { instructor: form.instructor } : {}),
  };
}
