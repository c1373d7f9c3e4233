import type { BatchTest } from '@aula/contract/staff-batch-tests';
import { and, asc, count, eq } from 'drizzle-orm';
import { batchTests } from '../../db/schema/assigned-exams.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batches } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { UniversityTime } from '../../platform/university-time.ts';
import { universityTimeOf } from '../organisation/index.ts';

/** The enrolled learners of each batch of the organisation. */
async function learnersByBatch(db: Db, oid: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ bpid: enrolments.bpid, learners: count() })
    .from(enrolments)
    .where(eq(enrolments.oid, oid))
    .groupBy(enrolments.bpid);
  return new Map(rows.map((row) => [row.bpid, row.learners]));
}

function toBatchTest(
  row: typeof batchTests.$inferSelect,
  batchTitle: string,
  learners: number,
  zone: UniversityTime,
): BatchTest {
  return {
    bpid: row.bpid,
    batchTitle,
    testId: row.testId,
    testName: row.testName,
    startTime: zone.time(row.startTime),
    endTime: zone.time(row.endTime),
    testTotalTime: row.testTotalTime,
    testStatus: row.testStatus,
    learners,
  };
}

/** The organisation's batch tests, earliest window first, and its batches (newest first) to assign to. */
export async function listBatchTests(
  db: Db,
  oid: string,
): Promise<{ tests: BatchTest[]; batches: Array<{ bpid: string; title: string }> }> {
  const [rows, batchRows, learners, zone] = await Promise.all([
    db
      .select()
      .from(batchTests)
      .where(eq(batchTests.oid, oid))
      .orderBy(asc(batchTests.startTime), asc(batchTests.testId)),
    db
      .select({ bpid: batches.bpid, title: batches.title, startsAt: batches.startsAt })
      .from(batches)
      .where(eq(batches.oid, oid))
      .orderBy(asc(batches.startsAt), asc(batches.bpid)),
    learnersByBatch(db, oid),
    universityTimeOf(db, oid),
  ]);
  const titles = new Map(batchRows.map((batch) => [batch.bpid, batch.title]));
  return {
    tests: rows.map((row) =>
      toBatchTest(row, titles.get(row.bpid) ?? row.bpid, learners.get(row.bpid) ?? 0, zone),
    ),
    batches: batchRows.reverse().map(({ bpid, title }) => ({ bpid, title })),
  };
}

/** One batch test as the staff list shows it. */
export async function findBatchTest(db: Db, oid: string, testId: string): Promise<BatchTest | null> {
  const [row] = await db
    .select({ test: batchTests, title: batches.title })
    .from(batchTests)
    .leftJoin(batches, and(eq(batches.oid, batchTests.oid), eq(batches.bpid, batchTests.bpid)))
    .where(and(eq(batchTests.oid, oid), eq(batchTests.testId, testId)))
    .limit(1);
  if (!row) return null;
  const [learners, zone] = await Promise.all([learnersByBatch(db, oid), universityTimeOf(db, oid)]);
  return toBatchTest(row.test, row.title ?? row.test.bpid, learners.get(row.test.bpid) ?? 0, zone);
}
