import { BundleExamResults } from '@aula/contract/assigned-exams';
import { and, eq } from 'drizzle-orm';
import { assignedExams, examResults } from '../../db/schema/assigned-exams.ts';
import { defineSection } from '../content/index.ts';

/** test-results.json: scores of tests learners have taken; each names a test assigned to that learner. */
export const examResultSection = defineSection({
  file: 'test-results.json',
  schema: BundleExamResults,
  async load({ db, oid, fail, claim }, list) {
    for (const [index, result] of list.entries()) {
      claim('test result', `${result.eid}/${result.test_id}`, [index, 'test_id']);
      const [test] = await db
        .select({ testId: assignedExams.testId })
        .from(assignedExams)
        .where(
          and(
            eq(assignedExams.oid, oid),
            eq(assignedExams.eid, result.eid),
            eq(assignedExams.testId, result.test_id),
          ),
        );
      if (!test) {
        fail(
          [index, 'test_id'],
          `test ${result.test_id} is not assigned to ${result.eid} (see assigned-tests.json)`,
        );
      }
      const row = { score: result.score, completedAt: new Date(result.completedAt) };
      await db
        .insert(examResults)
        .values({ oid, eid: result.eid, testId: result.test_id, ...row })
        .onConflictDoUpdate({ target: [examResults.oid, examResults.eid, examResults.testId], set: row });
    }
    return list.length;
  },
});
