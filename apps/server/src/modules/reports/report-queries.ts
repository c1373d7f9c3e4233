import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { objectProgress } from '../../db/schema/progress.ts';
import { iaAssessments, iaMarks } from '../../db/schema/records.ts';
import { assignedTests, testResults } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';
import type { Learner } from '../progress/progress-queries.ts';

/** Seconds the learner has spent per batch course (the sum of timespent of its objects). */
export async function timeSpentByCourse(
  db: Db,
  { oid, eid }: Learner,
  bcids: string[],
): Promise<Map<string, number>> {
  if (bcids.length === 0) return new Map();
  const rows = await db
    .select({
      bcid: objectProgress.bcid,
      seconds: sql<number>`coalesce(sum(${objectProgress.timespent}), 0)::int`,
    })
    .from(objectProgress)
    .where(and(eq(objectProgress.oid, oid), eq(objectProgress.eid, eid), inArray(objectProgress.bcid, bcids)))
    .groupBy(objectProgress.bcid);
  return new Map(rows.map((row) => [row.bcid, row.seconds]));
}

/** The learner's internal-assessment marks in the batches that are visible at `now`, in authored order. */
export async function visibleMarks(db: Db, { oid, eid }: Learner, bpids: string[], now: Date) {
  if (bpids.length === 0) return [];
  return db
    .select({
      bpid: iaAssessments.bpid,
      tid: iaAssessments.tid,
      name: iaAssessments.name,
      marks: iaMarks.marks,
      maxMarks: iaAssessments.maxMarks,
    })
    .from(iaAssessments)
    .innerJoin(
      iaMarks,
      and(eq(iaMarks.oid, iaAssessments.oid), eq(iaMarks.iaid, iaAssessments.iaid), eq(iaMarks.eid, eid)),
    )
    .where(
      and(eq(iaAssessments.oid, oid), inArray(iaAssessments.bpid, bpids), lte(iaAssessments.visibleAt, now)),
    )
    .orderBy(asc(iaAssessments.semester), asc(iaAssessments.position), asc(iaAssessments.iaid));
}

/** The learner's proctored test results, oldest first. */
export async function testScores(db: Db, { oid, eid }: Learner) {
  return db
    .select({
      testId: testResults.testId,
      testName: assignedTests.testName,
      score: testResults.score,
      completedAt: testResults.completedAt,
    })
    .from(testResults)
    .innerJoin(
      assignedTests,
      and(
        eq(assignedTests.oid, testResults.oid),
        eq(assignedTests.eid, testResults.eid),
        eq(assignedTests.testId, testResults.testId),
      ),
    )
    .where(and(eq(testResults.oid, oid), eq(testResults.eid, eid)))
    .orderBy(asc(testResults.completedAt));
}
