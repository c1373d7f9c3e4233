import { randomUUID } from 'node:crypto';
import { discussionQuestions } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { LearnerCourse } from '../enrolments/index.ts';
import { withHold } from './held-for-review.ts';
import { postedBefore } from './posted-before.ts';
import { limitPosting } from './posting-limit.ts';

/**
 * Adds the learner's question to the discussion of their batch course, as plain text, held for review if
 * need be; once per id the device gave it (`clientId`), however often the send is retried.
 */
export async function postQuestion(
  db: Db,
  user: SessionUser,
  course: LearnerCourse,
  { question, clientId }: { question: string; clientId?: string | undefined },
  now: Date,
): Promise<void> {
  if (await postedBefore(db, user, discussionQuestions, clientId)) return;
  await limitPosting(db, user, now);
  const text = question.trim();
  await withHold(db, user, course.bcid, text, now, async (tx, hold) => {
    await tx
      .insert(discussionQuestions)
      .values({
        oid: user.oid,
        qid: randomUUID(),
        bcid: course.bcid,
        bpid: course.bpid,
        eid: user.eid,
        username: user.name,
        question: text,
        postedAt: now,
        ...hold,
        clientId: clientId ?? null,
      })
      // A retry racing the first send: the unique index keeps one.
      .onConflictDoNothing();
  });
}
