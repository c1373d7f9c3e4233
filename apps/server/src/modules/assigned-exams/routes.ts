import {
  getAssignedTests,
  getTestResult,
  getWheeboxToken,
  indianTimeZone,
} from '@aula/contract/assigned-exams';
import { listBatchTests, removeBatchTest, saveBatchTest } from '@aula/contract/staff-batch-tests';
import type { FastifyInstance } from 'fastify';
import { proctorProvider } from '../../platform/exam-providers.ts';
import { examProvidersOf, universityTimeOf } from '../organisation/index.ts';
import { listBatchTests as listService } from './batch-tests.ts';
import { issueProctorLaunch } from './issue-proctor-launch.ts';
import { listAssignedExams } from './list-assigned-exams.ts';
import { listExamResults } from './list-exam-results.ts';
import { removeBatchTest as removeService } from './remove-batch-test.ts';
import { saveBatchTest as saveService } from './save-batch-test.ts';

/** Assigned exams (spec 3 §7: assigned-tests, Indian-time, get-test-result, wheebox-token). */
export async function assignedExamRoutes(app: FastifyInstance): Promise<void> {
  // The organisation's provider (ADR 0093), else the environment's.
  const providerOf = async (db: typeof app.db, oid: string) =>
    proctorProvider((await examProvidersOf(db, app.config, oid)).settings);
  app.operation(getAssignedTests, async ({ db, user }) => {
    const [assignedTests, provider] = await Promise.all([
      listAssignedExams(db, user),
      providerOf(db, user.oid),
    ]);
    return { assignedTests, proctorConfigured: provider !== undefined };
  });
  // The spec's name stays; the answer is in the organisation's time zone (Asia/Kolkata unless it says).
  app.operation(indianTimeZone, async ({ db, clock, user }) => ({
    itime: (await universityTimeOf(db, user.oid)).time(clock.now()),
  }));
  app.operation(getTestResult, ({ db, user, body }) => listExamResults(db, user, body.emailid));
  app.operation(getWheeboxToken, async ({ db, clock, user, body }) =>
    issueProctorLaunch({
      db,
      user,
      provider: await providerOf(db, user.oid),
      testId: body.test_id,
      now: clock.now(),
    }),
  );
  // Admins assign proctored tests to batches (ADR 0093).
  app.operation(listBatchTests, ({ db, user }) => listService(db, user.oid));
  app.operation(saveBatchTest, ({ db, clock, request, user, body }) =>
    saveService(db, user, body, { ip: request.ip, now: clock.now() }),
  );
  app.operation(removeBatchTest, ({ db, clock, request, user, body }) =>
    removeService(db, user, body, { ip: request.ip, now: clock.now() }),
  );
}
