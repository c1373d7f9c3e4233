import { BundleAssignedExams } from '@aula/contract/assigned-exams';
import { assignedExams } from '../../db/schema/assigned-exams.ts';
import { defineSection, requireAccount } from '../content/index.ts';

/** assigned-tests.json: proctored tests assigned to learners, each with its window and status. */
export const assignedExamSection = defineSection({
  file: 'assigned-tests.json',
  schema: BundleAssignedExams,
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
        .insert(assignedExams)
        .values({ oid, eid: test.eid, testId: test.test_id, ...row })
        .onConflictDoUpdate({
          target: [assignedExams.oid, assignedExams.eid, assignedExams.testId],
          set: row,
        });
    }
    return list.length;
  },
});
