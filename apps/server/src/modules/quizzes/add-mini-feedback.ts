import type { InstructorFeedback } from '@aula/contract/mini-assignments';
import { and, eq } from 'drizzle-orm';
import { miniAssignments } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyLearner } from '../notifications/index.ts';
import { taughtMiniAssignment } from './staff-mini-assignments.ts';

/**
 * Appends feedback to learner `eid`'s submission of a mini assignment the actor teaches: given by the
 * actor's name from the session at the server's time, the message as typed (plain text). The row is
 * found by batch course, quiz and learner together, so a learner or quiz of another course is refused
 * as one that does not exist. Audited with the feedback before and after, and told to the learner's
 * bell, in the same transaction.
 */
export async function addMiniFeedback(
  db: Db,
  actor: SessionUser,
  body: { bcid: string; quizid: string; eid: string; message: string },
  { ip, at }: { ip: string; at: Date },
): Promise<{ feedback: InstructorFeedback[] }> {
  const assignment = await taughtMiniAssignment(db, actor, body);
  const given: InstructorFeedback = {
    givenby: actor.name,
    message: body.message,
    timeStamp: at.toISOString(),
  };
  return db.transaction(async (tx) => {
    const submission = and(
      eq(miniAssignments.oid, actor.oid),
      eq(miniAssignments.bcid, body.bcid),
      eq(miniAssignments.quizid, body.quizid),
      eq(miniAssignments.eid, body.eid),
    );
    const [row] = await tx
      .select({ feedback: miniAssignments.feedback })
      .from(miniAssignments)
      .where(submission)
      .for('update');
    if (!row) {
      throw new AppError('NOT_FOUND', 'This learner has not submitted this mini assignment.', {
        eid: 'no submission',
      });
    }
    const feedback = [...row.feedback, given];
    await tx.update(miniAssignments).set({ feedback }).where(submission);
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'miniAssignment.feedback',
      subjectKind: 'batchCourse',
      subjectId: body.bcid,
      before: { quizid: body.quizid, eid: body.eid, feedback: row.feedback },
      after: { quizid: body.quizid, eid: body.eid, feedback },
      ip,
      at,
    });
    await notifyLearner(tx, {
      oid: actor.oid,
      eid: body.eid,
      kind: 'mini-feedback',
      title: `Feedback on your mini assignment: ${assignment.title}`,
      msg: `${assignment.courseTitle}: ${actor.name} wrote:\n${body.message}`,
      link: `/coursePlayer?${new URLSearchParams({ course: body.bcid, object: body.quizid }).toString()}`,
      at,
    });
    return { feedback };
  });
}
