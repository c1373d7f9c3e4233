import { and, eq, type SQL } from 'drizzle-orm';
import { assignedExams, batchTests } from '../../db/schema/assigned-exams.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import type { Db } from '../../platform/db.ts';

export type AssignedExamRow = typeof assignedExams.$inferSelect;

/**
 * A learner's assigned tests: those assigned to them alone (the bundle's), and those assigned to a
 * batch they are enrolled in (ADR 0093), whenever they enrolled. `testId` narrows to one.
 */
export async function learnerExamRows(
  db: Db,
  learner: { oid: string; eid: string },
  testId?: string,
): Promise<AssignedExamRow[]> {
  const own: SQL[] = [eq(assignedExams.oid, learner.oid), eq(assignedExams.eid, learner.eid)];
  const viaBatch: SQL[] = [eq(batchTests.oid, learner.oid)];
  if (testId !== undefined) {
    own.push(eq(assignedExams.testId, testId));
    viaBatch.push(eq(batchTests.testId, testId));
  }
  const [rows, batchRows] = await Promise.all([
    db
      .select()
      .from(assignedExams)
      .where(and(...own)),
    db
      .select({ test: batchTests })
      .from(batchTests)
      .innerJoin(
        enrolments,
        and(
          eq(enrolments.oid, batchTests.oid),
          eq(enrolments.bpid, batchTests.bpid),
          eq(enrolments.eid, learner.eid),
        ),
      )
      .where(and(...viaBatch)),
  ]);
  const fromBatches = batchRows.map(({ test }) => ({
    oid: test.oid,
    eid: learner.eid,
    testId: test.testId,
    testName: test.testName,
    startTime: test.startTime,
    endTime: test.endTime,
    testStatus: test.testStatus,
    testTotalTime: test.testTotalTime,
  }));
  // A learner enrolled in two batches that share a test sees it once.
  const seen = new Set(rows.map((row) => row.testId));
  return [...rows, ...fromBatches.filter((row) => !seen.has(row.testId) && seen.add(row.testId))];
}
