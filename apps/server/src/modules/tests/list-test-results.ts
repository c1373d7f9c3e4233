import type { TestResult } from '@aula/contract/tests';
import { and, eq } from 'drizzle-orm';
import { testResults } from '../../db/schema/tests.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { indianTime } from './indian-time.ts';

/**
 * The learner's results keyed by test_id. The spec's call names the learner by `emailid`; it must be
 * the session's own, so nobody reads another learner's scores by changing it.
 */
export async function listTestResults(
  db: Db,
  user: SessionUser,
  emailid: string,
): Promise<{ result: Record<string, TestResult> }> {
  if (emailid.toLowerCase() !== user.eid && emailid.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { emailid: 'not your account' });
  }
  const rows = await db
    .select()
    .from(testResults)
    .where(and(eq(testResults.oid, user.oid), eq(testResults.eid, user.eid)));
  const result: Record<string, TestResult> = {};
  for (const row of rows) {
    result[row.testId] = { score: row.score, completedAt: indianTime(row.completedAt) };
  }
  return { result };
}
