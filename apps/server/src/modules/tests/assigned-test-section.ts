import { BundleAssignedTests } from '@aula/contract/tests';
import { assignedTests } from '../../db/schema/tests.ts';
import { defineSection } from '../content/section.ts';
import { requireAccount } from '../content/sections/account-reference.ts';

/** assigned-tests.json: proctored tests assigned to learners, each with its window and status. */
export const assignedTestSection = defineSection({
  file: 'assigned-tests.json',
  schema: BundleAssignedTests,
  async load(context, list) {
    const { db, oid, claim } = context;
    for (const [index, test] of list.entries()) {
      claim('assigned test', `${test.eid}/${test.test_id}`, [index, 'test_id']);
      await requireAccount(context, test.eid, [index, 'eid']);
      const row = {
        testName: test.test_name,
        startTime: new Date(test.start_time),
        endTime: new Date(test.end_time),
        testStatus: test.testStatus,
        testTotalTime: test.testTotalTime,
      };
      await db
        .insert(assignedTests)
        .values({ oid, eid: test.eid, testId: test.test_id, ...row })
        .onConflictDoUpdate({
          target: [assignedTests.oid, assignedTests.eid, assignedTests.testId],
          set: row,
        });
    }
    return list.length;
  },
});
