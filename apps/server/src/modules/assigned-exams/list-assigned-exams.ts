import type { AssignedExam } from '@aula/contract/assigned-exams';
import { and, desc, eq } from 'drizzle-orm';
import { assignedExams } from '../../db/schema/assigned-exams.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTime } from '../../platform/university-time.ts';

export type AssignedExamRow = typeof assignedExams.$inferSelect;

export function toAssignedExam(row: AssignedExamRow): AssignedExam {
  return {
    test_id: row.testId,
    test_name: row.testName,
    start_time: universityTime(row.startTime),
    end_time: universityTime(row.endTime),
    testStatus: row.testStatus,
    testTotalTime: row.testTotalTime,
  };
}

/** The learner's assigned tests, newest (latest start) first, as the spec lists them. */
export async function listAssignedExams(db: Db, user: SessionUser): Promise<AssignedExam[]> {
  const rows = await db
    .select()
    .from(assignedExams)
    .where(and(eq(assignedExams.oid, user.oid), eq(assignedExams.eid, user.eid)))
    .orderBy(desc(assignedExams.startTime), assignedExams.testId);
  return rows.map(toAssignedExam);
}
