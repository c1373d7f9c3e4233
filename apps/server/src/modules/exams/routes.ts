import { getExamSchedulingForm, getusn } from '@aula/contract/exams';
import type { Api } from '../../platform/api.ts';
import type { Config } from '../../platform/config.ts';
import { examScheduler } from '../../platform/exam-providers.ts';
import { testClock } from '../assigned-exams/clock.ts';
import { portalAddress } from '../auth/verification-link.ts';
import { buildExamSchedulingForm } from './build-exam-scheduling-form.ts';
import { listUsns } from './list-usns.ts';

/** USNs and the hand-off to the exam-scheduling provider (spec 1 §7 getusn and exam hand-off). */
export function examRoutes(api: Api, config: Config): void {
  const scheduler = examScheduler(config);
  api.register(getusn, ({ db, user }) => listUsns(db, user));
  api.register(getExamSchedulingForm, ({ db, user, body, request }) =>
    buildExamSchedulingForm({
      db,
      user,
      scheduler,
      bpid: body.bpid,
      portal: portalAddress(request, config),
      now: testClock.now(),
    }),
  );
}
