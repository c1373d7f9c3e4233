import { randomUUID } from 'node:crypto';
import { discussionAnswers } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { auditCourseChange, type StaffChange } from '../audit/index.ts';
import { lockedQuestion } from './moderated-post.ts';

/**
 * The member's answer to a question of a course they teach, stored as a staff post (the learner's
 * discussion shows the staff badge from its author kind): plain text, trimmed as a learner's answer is.
 * Staff may answer a locked question (a lock stops learners only). Audited.
 */
export async function answerAsStaff(
  db: Db,
  actor: SessionUser,
  body: { bcid: string; qid: string; text: string },
  moderation: StaffChange,
): Promise<{ aid: string }> {
  const aid = randomUUID();
  const answer = body.text.trim();
  await db.transaction(async (tx) => {
    const question = await lockedQuestion(tx, actor.oid, body);
    await tx.insert(discussionAnswers).values({
      oid: actor.oid,
      aid,
      qid: question.qid,
      eid: actor.eid,
      username: actor.name,
      answer,
      postedAt: moderation.at,
      authorKind: 'staff',
    });
    await auditCourseChange(tx, actor, moderation, {
      action: 'discussion.answer',
      bcid: body.bcid,
      before: null,
      after: { qid: question.qid, aid, answer },
    });
  });
  return { aid };
}
