import { type FeedbackKind, feedbackSwitchKind } from '@aula/contract/course-feedback';
import { and, eq } from 'drizzle-orm';
import { courseFeedbackForms, courseFeedbackResponses } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { isFeedbackOn } from '../course/index.ts';
import type { LearnerCourse } from '../enrolments/index.ts';

/**
 * The course's (cr) or instructor (ir) feedback form as the learner's batch course has it: undefined
 * when the course has none or the admin switched it off for the batch (ADR 0070).
 */
export async function courseFeedbackForm(
  db: Db,
  oid: string,
  course: Pick<LearnerCourse, 'bpid' | 'bcid' | 'tid'>,
  crir: FeedbackKind,
) {
  const feedback = { kind: feedbackSwitchKind(crir), bpid: course.bpid, bcid: course.bcid };
  if (!(await isFeedbackOn(db, oid, feedback))) return undefined;
  const tid = course.tid;
  const [form] = await db
    .select()
    .from(courseFeedbackForms)
    .where(
      and(
        eq(courseFeedbackForms.oid, oid),
        eq(courseFeedbackForms.tid, tid),
        eq(courseFeedbackForms.crir, crir),
      ),
    );
  return form;
}

export async function hasGivenCourseFeedback(
  db: Db,
  user: SessionUser,
  bcid: string,
  crir: FeedbackKind,
): Promise<boolean> {
  const [row] = await db
    .select({ crir: courseFeedbackResponses.crir })
    .from(courseFeedbackResponses)
    .where(
      and(
        eq(courseFeedbackResponses.oid, user.oid),
        eq(courseFeedbackResponses.eid, user.eid),
        eq(courseFeedbackResponses.bcid, bcid),
        eq(courseFeedbackResponses.crir, crir),
      ),
    );
  return row !== undefined;
}
