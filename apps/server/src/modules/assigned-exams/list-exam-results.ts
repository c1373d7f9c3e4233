import type { ExamResult } from '@aula/contract/assigned-exams';
import { and, eq } from 'drizzle-orm';
import { examResults } from '../../db/schema/assigned-exams.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';

/**
 * The learner's results keyed by test_id. The spec's call names the learner by `emailid`; it must be
 * the session's own, so nobody reads another learner's scores by changing it.
 */
export async function listExamResults(
  db: Db,
  user: SessionUser,
  emailid: string,
): Promise<{ result: Record<string, ExamResult> }> {
  if (emailid.toLowerCase() !== user.eid && emailid.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { emailid: 'not your account' });
  }
  const rows = await db
    .select()
    .from(examResults)
    .where(and(eq(examResults.oid, user.oid), eq(examResults.eid, user.eid)));
  const zone = await universityTimeOf(db, user.oid);
  const result: Record<string, ExamResult> = {};
  for (const row of rows) {
    result[row.testId] = { score: row.score, completedAt: zone.time(row.completedAt) };
  }
  return { result };
}
