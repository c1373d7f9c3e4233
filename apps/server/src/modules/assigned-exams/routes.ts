import {
  getAssignedTests,
  getTestResult,
  getWheeboxToken,
  indianTimeZone,
} from '@aula/contract/assigned-exams';
import type { FastifyInstance } from 'fastify';
import { proctorProvider } from '../../platform/exam-providers.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { issueProctorLaunch } from './issue-proctor-launch.ts';
import { listAssignedExams } from './list-assigned-exams.ts';
import { listExamResults } from './list-exam-results.ts';

/** Assigned exams (spec 3 §7: assigned-tests, Indian-time, get-test-result, wheebox-token). */
export async function assignedExamRoutes(app: FastifyInstance): Promise<void> {
  const provider = proctorProvider(app.config);
  app.operation(getAssignedTests, async ({ db, user }) => ({
    assignedTests: await listAssignedExams(db, user),
    proctorConfigured: provider !== undefined,
  }));
  // The spec's name stays; the answer is in the organisation's time zone (Asia/Kolkata unless it says).
  app.operation(indianTimeZone, async ({ db, clock, user }) => ({
    itime: (await universityTimeOf(db, user.oid)).time(clock.now()),
  }));
  app.operation(getTestResult, ({ db, user, body }) => listExamResults(db, user, body.emailid));
  app.operation(getWheeboxToken, ({ db, clock, user, body }) =>
    issueProctorLaunch({ db, user, provider, testId: body.test_id, now: clock.now() }),
  );
}
