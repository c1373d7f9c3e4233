import { and, eq } from 'drizzle-orm';
import { examResults } from '../../db/schema/assigned-exams.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { PROCTOR_TOKEN_SECONDS, type ProctorProvider } from '../../platform/exam-providers.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { learnerExamRows } from './learner-exam-rows.ts';

/**
 * A launch at the proctoring provider for one of the learner's own tests, only while it may be taken:
 * Active, inside its window by the server's clock, and with no result yet (spec 3 §4 "Tests").
 */
export async function issueProctorLaunch(input: {
  db: Db;
  user: SessionUser;
  provider: ProctorProvider | undefined;
  testId: string;
  now: Date;
}): Promise<{ token: string; url: string; expiresAt: string }> {
  const { db, user, provider, testId, now } = input;
  const [test] = await learnerExamRows(db, user, testId);
  if (!test)
    throw new AppError('NOT_FOUND', 'No such test is assigned to you.', { test_id: 'not your test' });
  if (!provider) {
    throw new AppError('NOT_CONFIGURED', 'The proctored test service is not configured on this server.');
  }
  if (test.testStatus === 'Deactivated') {
    throw new AppError('CONFLICT', 'This test has been deactivated.', { test_id: 'deactivated' });
  }
  if (now < test.startTime || now >= test.endTime) {
    throw new AppError('CONFLICT', 'This test can be started only during its window.', {
      test_id: 'outside its window',
    });
  }
  const [result] = await db
    .select({ testId: examResults.testId })
    .from(examResults)
    .where(and(eq(examResults.oid, user.oid), eq(examResults.eid, user.eid), eq(examResults.testId, testId)));
  if (result)
    throw new AppError('CONFLICT', 'You have already taken this test.', { test_id: 'already taken' });

  const expiresAt = new Date(Math.min(now.getTime() + PROCTOR_TOKEN_SECONDS * 1000, test.endTime.getTime()));
  const launch = provider.launch({ learner: user.eid, testId, expiresAt });
  const zone = await universityTimeOf(db, user.oid);
  return { token: launch.token, url: launch.url, expiresAt: zone.time(launch.expiresAt) };
}
