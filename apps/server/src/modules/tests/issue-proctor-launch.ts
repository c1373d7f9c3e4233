import { and, eq } from 'drizzle-orm';
import { assignedTests, testResults } from '../../db/schema/tests.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { PROCTOR_TOKEN_SECONDS, type ProctorProvider } from '../../platform/exam-providers.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { testClock } from './clock.ts';
import { indianTime } from './indian-time.ts';

/**
 * A launch at the proctoring provider for one of the learner's own tests, only while it may be taken:
 * Active, inside its window by the server's clock, and with no result yet (spec 3 §4 "Tests").
 */
export async function issueProctorLaunch(input: {
  db: Db;
  user: SessionUser;
  provider: ProctorProvider | undefined;
  testId: string;
}): Promise<{ token: string; url: string; expiresAt: string }> {
  const { db, user, provider, testId } = input;
  const [test] = await db
    .select()
    .from(assignedTests)
    .where(
      and(eq(assignedTests.oid, user.oid), eq(assignedTests.eid, user.eid), eq(assignedTests.testId, testId)),
    );
  if (!test)
    throw new AppError('NOT_FOUND', 'No such test is assigned to you.', { test_id: 'not your test' });
  if (!provider) {
    throw new AppError('NOT_CONFIGURED', 'The proctored test service is not configured on this server.');
  }
  if (test.testStatus === 'Deactivated') {
    throw new AppError('CONFLICT', 'This test has been deactivated.', { test_id: 'deactivated' });
  }
  const now = testClock.now();
  if (now < test.startTime || now >= test.endTime) {
    throw new AppError('CONFLICT', 'This test can be started only during its window.', {
      test_id: 'outside its window',
    });
  }
  const [result] = await db
    .select({ testId: testResults.testId })
    .from(testResults)
    .where(and(eq(testResults.oid, user.oid), eq(testResults.eid, user.eid), eq(testResults.testId, testId)));
  if (result)
    throw new AppError('CONFLICT', 'You have already taken this test.', { test_id: 'already taken' });

  const expiresAt = new Date(Math.min(now.getTime() + PROCTOR_TOKEN_SECONDS * 1000, test.endTime.getTime()));
  const launch = provider.launch({ learner: user.eid, testId, expiresAt });
  return { token: launch.token, url: launch.url, expiresAt: indianTime(launch.expiresAt) };
}
