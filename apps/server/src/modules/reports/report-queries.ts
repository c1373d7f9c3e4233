import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { assignedExams, examResults } from '../../db/schema/assigned-exams.ts';
import { objectProgress } from '../../db/schema/progress.ts';
import { iaAssessments, iaMarks } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';
import type { Learner } from '../progress/index.ts';

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
      testId: examResults.testId,
      testName: assignedExams.testName,
      score: examResults.score,
      completedAt: examResults.completedAt,
    })
    .from(examResults)
    .innerJoin(
      assignedExams,
      and(
        eq(assignedExams.oid, examResults.oid),
        eq(assignedExams.eid, examResults.eid),
        eq(assignedExams.testId, examResults.testId),
      ),
    )
    .where(and(eq(examResults.oid, oid), eq(examResults.eid, eid)))
    .orderBy(asc(examResults.completedAt));
}
