import type { FeedbackKind } from '@aula/contract/course-feedback';
import { and, eq } from 'drizzle-orm';
import { courseFeedbackForms, courseFeedbackResponses } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

export async function courseFeedbackForm(db: Db, oid: string, tid: string, crir: FeedbackKind) {
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
