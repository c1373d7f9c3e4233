import { and, eq } from 'drizzle-orm';
import { batchTests } from '../../db/schema/assigned-exams.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';

/** Takes a test off a batch: its learners no longer see it. Audited with what was removed. */
export async function removeBatchTest(
  db: Db,
  actor: SessionUser,
  body: { bpid: string; testId: string },
  context: { ip: string | null; now: Date },
): Promise<{ removed: true }> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(batchTests)
      .where(
        and(
          eq(batchTests.oid, actor.oid),
          eq(batchTests.bpid, body.bpid),
          eq(batchTests.testId, body.testId),
        ),
      )
      .returning();
    if (!removed) {
      throw new AppError('NOT_FOUND', 'No such test is assigned to that batch.', { testId: 'unknown test' });
    }
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'batchTests.remove',
      subjectKind: 'batch',
      subjectId: body.bpid,
      before: removed,
      ip: context.ip,
      at: context.now,
    });
  });
  return { removed: true };
}
