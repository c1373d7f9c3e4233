import type { AssignedTest } from '@aula/contract/tests';
import { and, desc, eq } from 'drizzle-orm';
import { assignedTests } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { indianTime } from './indian-time.ts';

export type AssignedTestRow = typeof assignedTests.$inferSelect;

export function toAssignedTest(row: AssignedTestRow): AssignedTest {
  return {
    test_id: row.testId,
    test_name: row.testName,
    start_time: indianTime(row.startTime),
    end_time: indianTime(row.endTime),
    testStatus: row.testStatus,
    testTotalTime: row.testTotalTime,
  };
}

/** The learner's assigned tests, newest (latest start) first, as the spec lists them. */
export async function listAssignedTests(db: Db, user: SessionUser): Promise<AssignedTest[]> {
  const rows = await db
    .select()
    .from(assignedTests)
    .where(and(eq(assignedTests.oid, user.oid), eq(assignedTests.eid, user.eid)))
    .orderBy(desc(assignedTests.startTime), assignedTests.testId);
  return rows.map(toAssignedTest);
}
