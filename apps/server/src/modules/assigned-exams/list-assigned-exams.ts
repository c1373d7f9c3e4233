import type { AssignedExam } from '@aula/contract/assigned-exams';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { UniversityTime } from '../../platform/university-time.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { type AssignedExamRow, learnerExamRows } from './learner-exam-rows.ts';

export type { AssignedExamRow };

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
  const [rows, zone] = await Promise.all([learnerExamRows(db, user), universityTimeOf(db, user.oid)]);
  const newestFirst = rows.toSorted(
    (a, b) => b.startTime.getTime() - a.startTime.getTime() || a.testId.localeCompare(b.testId),
  );
  return newestFirst.map((row) => toAssignedExam(row, zone));
}
