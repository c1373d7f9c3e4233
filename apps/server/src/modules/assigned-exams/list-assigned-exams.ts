import type { AssignedExam } from '@aula/contract/assigned-exams';
import { and, desc, eq } from 'drizzle-orm';
import { assignedExams } from '../../db/schema/assigned-exams.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { UniversityTime } from '../../platform/university-time.ts';
import { universityTimeOf } from '../organisation/index.ts';

export type AssignedExamRow = typeof assignedExams.$inferSelect;

/** A test as the learner sees it, its window written in the university's time (`zone`). */
export function toAssignedExam(row: AssignedExamRow, zone: UniversityTime): AssignedExam {
  return {
    test_id: row.testId,
    test_name: row.testName,
    start_time: zone.time(row.startTime),
    end_time: zone.time(row.endTime),
    testStatus: row.testStatus,
    testTotalTime: row.testTotalTime,
  };
}

/** The learner's assigned tests, newest (latest start) first, as the spec lists them. */
export async function listAssignedExams(db: Db, user: SessionUser): Promise<AssignedExam[]> {
  const [rows, zone] = await Promise.all([
    db
      .select()
      .from(assignedExams)
      .where(and(eq(assignedExams.oid, user.oid), eq(assignedExams.eid, user.eid)))
      .orderBy(desc(assignedExams.startTime), assignedExams.testId),
    universityTimeOf(db, user.oid),
  ]);
  return rows.map((row) => toAssignedExam(row, zone));
}
