import { BundleBatchTests } from '@aula/contract/content-bundle-organisation-records';
import { and, eq } from 'drizzle-orm';
import { assignedExams, batchTests } from '../../db/schema/assigned-exams.ts';
import { defineSection, requireBatch } from '../content/index.ts';

/**
 * batch-tests.json: proctored tests assigned to whole batches (ADR 0093, 0098), keyed by their test id,
 * which must not be a test assigned to one learner (the learner's list holds both).
 */
export const batchTestSection = defineSection({
  file: 'batch-tests.json',
  schema: BundleBatchTests,
  async load(context, list) {
    const { db, oid, claim, fail } = context;
    for (const [index, test] of list.entries()) {
      claim('batch test', test.test_id, [index, 'test_id']);
      await requireBatch(context, test.bpid, [index, 'bpid']);
      const [learnerTest] = await db
        .select({ eid: assignedExams.eid })
        .from(assignedExams)
        .where(and(eq(assignedExams.oid, oid), eq(assignedExams.testId, test.test_id)))
        .limit(1);
      if (learnerTest) fail([index, 'test_id'], `is a test assigned to ${learnerTest.eid} already`);
      const row = {
        bpid: test.bpid,
        testName: test.test_name,
        startTime: new Date(test.start_time),
        endTime: new Date(test.end_time),
        testStatus: test.testStatus,
        testTotalTime: test.testTotalTime,
      };
      await db
        .insert(batchTests)
        .values({ oid, testId: test.test_id, ...row })
        .onConflictDoUpdate({ target: [batchTests.oid, batchTests.testId], set: row });
    }
    return list.length;
  },
});
