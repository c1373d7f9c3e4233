import type { CourseFeedbackForm, FeedbackKind } from '@aula/contract/course-feedback';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { instructorOf } from '../course/index.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { courseFeedbackForm, hasGivenCourseFeedback } from './course-feedback-queries.ts';

/**
 * CIFeedBack, action get: code 0 when the admin switched the form off for the batch (or the course has none), code 1
 * once the learner has answered it, otherwise its questions; the instructor's form names who teaches the
 * batch course, as the course page does (one source: course-instructors.json).
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
  const instructor = crir === 'ir' ? await instructorOf(db, user.oid, bcid) : undefined;
  return {
    questions: form.questions,
    comment: form.comment,
    ...(instructor ? { instructor: { name: instructor.name } } : {}),
  };
}
