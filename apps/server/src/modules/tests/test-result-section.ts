import { BundleTestResults } from '@aula/contract/tests';
import { and, eq } from 'drizzle-orm';
import { assignedTests, testResults } from '../../db/schema/tests.ts';
import { defineSection } from '../content/section.ts';

/** test-results.json: scores of tests learners have taken; each names a test assigned to that learner. */
export const testResultSection = defineSection({
  file: 'test-results.json',
  schema: BundleTestResults,
  async load({ db, oid, fail, claim }, list) {
    for (const [index, result] of list.entries()) {
      claim('test result', `${result.eid}/${result.test_id}`, [index, 'test_id']);
      const [test] = await db
        .select({ testId: assignedTests.testId })
        .from(assignedTests)
        .where(
          and(
            eq(assignedTests.oid, oid),
            eq(assignedTests.eid, result.eid),
            eq(assignedTests.testId, result.test_id),
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
        .insert(testResults)
        .values({ oid, eid: result.eid, testId: result.test_id, ...row })
        .onConflictDoUpdate({ target: [testResults.oid, testResults.eid, testResults.testId], set: row });
    }
    return list.length;
  },
});
