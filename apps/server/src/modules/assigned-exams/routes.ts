import {
  getAssignedTests,
  getTestResult,
  getWheeboxToken,
  indianTimeZone,
} from '@aula/contract/assigned-exams';
import type { Api } from '../../platform/api.ts';
import type { Config } from '../../platform/config.ts';
import { proctorProvider } from '../../platform/exam-providers.ts';
import { testClock } from './clock.ts';
import { indianTime } from './indian-time.ts';
import { issueProctorLaunch } from './issue-proctor-launch.ts';
import { listAssignedExams } from './list-assigned-exams.ts';
import { listExamResults } from './list-exam-results.ts';

/** Assigned tests (spec 3 §7: assigned-tests, Indian-time, get-test-result, wheebox-token). */
export function assignedExamRoutes(api: Api, config: Config): void {
  const provider = proctorProvider(config);
  api.register(getAssignedTests, async ({ db, user }) => ({
    assignedTests: await listAssignedExams(db, user),
    proctorConfigured: provider !== undefined,
  }));
  api.register(indianTimeZone, async () => ({ itime: indianTime(testClock.now()) }));
  api.register(getTestResult, ({ db, user, body }) => listExamResults(db, user, body.emailid));
  api.register(getWheeboxToken, ({ db, user, body }) =>
    issueProctorLaunch({ db, user, provider, testId: body.test_id }),
  );
}
