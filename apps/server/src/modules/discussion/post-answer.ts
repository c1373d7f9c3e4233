import { randomUUID } from 'node:crypto';
import { discussionMessages } from '@aula/contract/discussion';
import { discussionAnswers } from '../../db/schema/discussion.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { LearnerCourse } from '../enrolments/index.ts';
import { findQuestion } from './find-question.ts';
import { withHold } from './held-for-review.ts';
import { postedBefore } from './posted-before.ts';
import { limitPosting } from './posting-limit.ts';

/**
 * Adds the learner's answer to a question of their batch course's discussion, as plain text, held for
 * review if need be; a question staff locked takes none (409). Once per id the device gave it
 * (`clientId`), however often the send is retried.
 */
export async function postAnswer(
  db: Db,
  user: SessionUser,
  course: LearnerCourse,
  { qid, answer, clientId }: { qid: string; answer: string; clientId?: string | undefined },
  now: Date,
): Promise<void> {
  if (await postedBefore(db, user, discussionAnswers, clientId)) return;
  const question = await findQuestion(db, user, course, qid);
  if (question.locked) {
    throw new AppError('CONFLICT', discussionMessages.locked, { answer: discussionMessages.locked });
  }
  await limitPosting(db, user, now);
  const text = answer.trim();
  await withHold(db, user, course.bcid, text, now, async (tx, hold) => {
    await tx
      .insert(discussionAnswers)
      .values({
        oid: user.oid,
        aid: randomUUID(),
        qid: question.qid,
        eid: user.eid,
        username: user.name,
        answer: text,
        postedAt: now,
        ...hold,
        clientId: clientId ?? null,
      })
      // A retry racing the first send: the unique index keeps one.
      .onConflictDoNothing();
  });
}
