import { randomBytes } from 'node:crypto';
import {
  type BatchTest,
  type BatchTestFields,
  batchTestWindowProblems,
} from '@aula/contract/staff-batch-tests';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { batchTests } from '../../db/schema/assigned-exams.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { findBatchTest } from './batch-tests.ts';

type Fields = z.infer<typeof BatchTestFields>;

/**
 * Assigns a proctored test to a batch (the subject policy has checked the batch is the organisation's),
 * or changes one: its window must end after it starts and hold the test's length. Its learners, now and
 * later, find it among their assigned tests. Audited with the window before and after.
 */
export async function saveBatchTest(
  db: Db,
  actor: SessionUser,
  body: Fields & { bpid: string; testId?: string },
  context: { ip: string | null; now: Date },
): Promise<BatchTest> {
  const problems = batchTestWindowProblems(body);
  if (Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION_FAILED', Object.values(problems).join(' '), problems);
  }
  const testId = body.testId ?? `bt-${randomBytes(6).toString('hex')}`;
  const values = {
    bpid: body.bpid,
    testName: body.testName,
    startTime: new Date(body.startTime),
    endTime: new Date(body.endTime),
    testTotalTime: body.testTotalTime,
    testStatus: body.testStatus,
  };
  await db.transaction(async (tx) => {
    let before: typeof batchTests.$inferSelect | null = null;
    if (body.testId !== undefined) {
      const [row] = await tx
        .select()
        .from(batchTests)
        .where(and(eq(batchTests.oid, actor.oid), eq(batchTests.testId, testId)))
        .for('update');
      if (!row) {
        throw new AppError('NOT_FOUND', 'No such test is assigned to a batch.', { testId: 'unknown test' });
      }
      before = row;
      await tx
        .update(batchTests)
        .set(values)
        .where(and(eq(batchTests.oid, actor.oid), eq(batchTests.testId, testId)));
    } else {
      await tx.insert(batchTests).values({ oid: actor.oid, testId, ...values });
    }
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: before ? 'batchTests.change' : 'batchTests.assign',
      subjectKind: 'batch',
      subjectId: body.bpid,
      before,
      after: { testId, ...values },
      ip: context.ip,
      at: context.now,
    });
  });
  const saved = await findBatchTest(db, actor.oid, testId);
  if (!saved)
    throw new AppError('NOT_FOUND', 'No such test is assigned to a batch.', { testId: 'unknown test' });
  return saved;
}
