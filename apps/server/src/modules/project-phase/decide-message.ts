import { projectReviewMessages, type ReviewThreadDetail } from '@aula/contract/staff-project';
import { and, eq, ne, sql } from 'drizzle-orm';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyLearner } from '../notifications/index.ts';
import { projectDecisionNotice } from './decision-notice.ts';
import { reviewedObjective } from './review-scope.ts';
import { readReviewThread, type ThreadRef, threadKey } from './review-thread.ts';

export interface Decision extends ThreadRef {
  messageId: number;
  decision: 'approve' | 'return';
  comment?: string | undefined;
  version: number;
}

/**
 * Approves (objStatus 2) or returns (objStatus 3) learner's message `messageId` of their thread, with
 * the member's comment stored as a staff reply to it. The thread's version grows, so the learner's poll
 * shows the decision. Only a thread at the version the member saw, not approved, changes: of two staff
 * deciding at once one wins and the other is told the thread changed (409). Audited in the same
 * transaction, with the status before and after.
 */
export async function decideMessage(
  db: Db,
  actor: SessionUser,
  body: Decision,
  context: { ip: string; at: Date },
): Promise<ReviewThreadDetail> {
  const comment = body.comment?.trim() ?? '';
  const objStatus = body.decision === 'approve' ? 2 : 3;
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ objStatus: projectThreads.objStatus, version: projectThreads.version })
      .from(projectThreads)
      .where(threadKey(projectThreads, actor.oid, body))
      .limit(1);
    const [message] = thread
      ? await tx
          .select({ author: projectMessages.author })
          .from(projectMessages)
          .where(and(threadKey(projectMessages, actor.oid, body), eq(projectMessages.id, body.messageId)))
          .limit(1)
      : [];
    if (!thread || !message) {
      throw new AppError('NOT_FOUND', 'There is no such message in this thread.', {
        messageId: 'not in thread',
      });
    }
    if (message.author !== 'learner') {
      throw new AppError('CONFLICT', projectReviewMessages.notLearnerMessage, { messageId: 'a staff reply' });
    }
    if (thread.objStatus === 2) {
      throw new AppError('CONFLICT', projectReviewMessages.alreadyApproved, { objStatus: 'approved' });
    }
    const changed = await tx
      .update(projectThreads)
      .set({
        objStatus,
        ...(objStatus === 2 ? { approvedMessageId: body.messageId, approvedAt: context.at } : {}),
        version: sql`${projectThreads.version} + 1`,
      })
      .where(
        and(
          threadKey(projectThreads, actor.oid, body),
          eq(projectThreads.version, body.version),
          ne(projectThreads.objStatus, 2),
        ),
      )
      .returning({ version: projectThreads.version });
    if (changed.length === 0) {
      throw new AppError('CONFLICT', projectReviewMessages.changed, { version: 'changed' });
    }
    if (comment !== '') {
      await tx.insert(projectMessages).values({
        oid: actor.oid,
        eid: body.eid,
        bcid: body.bcid,
        objid: body.objid,
        author: 'staff',
        uname: actor.name,
        message: comment,
        replyTo: body.messageId,
        postedAt: context.at,
      });
    }
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: objStatus === 2 ? 'project.approve' : 'project.return',
      subjectKind: 'batchCourse',
      subjectId: body.bcid,
      before: { eid: body.eid, objid: body.objid, objStatus: thread.objStatus },
      after: {
        eid: body.eid,
        objid: body.objid,
        objStatus,
        messageId: body.messageId,
        comment: comment === '' ? null : comment,
      },
      ip: context.ip,
      at: context.at,
    });
    const objective = await reviewedObjective(tx, actor.oid, body.bcid, body.objid);
    await notifyLearner(tx, {
      oid: actor.oid,
      eid: body.eid,
      ...projectDecisionNotice(body.bcid, {
        decision: body.decision,
        courseTitle: objective.courseTitle,
        otitle: htmlToText(objective.otitle),
        reviewer: actor.name,
        comment,
      }),
      at: context.at,
    });
  });
  return readReviewThread(db, actor.oid, body);
}
