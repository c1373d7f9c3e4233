import { getExamSchedulingForm, getusn } from '@aula/contract/exams';
import type { FastifyInstance } from 'fastify';
import { examScheduler } from '../../platform/exam-providers.ts';
import { publicUrl } from '../../platform/public-url.ts';
import { examProvidersOf } from '../organisation/index.ts';
import { buildExamSchedulingForm } from './build-exam-scheduling-form.ts';
import { listUsns } from './list-usns.ts';

/** USNs and the hand-off to the exam-scheduling provider (spec 1 §7 getusn and exam hand-off). */
export async function examRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getusn, ({ db, user }) => listUsns(db, user));
  // The organisation's scheduler (ADR 0093), else the environment's.
  app.operation(getExamSchedulingForm, async ({ db, config, clock, user, body }) =>
    buildExamSchedulingForm({
      db,
      user,
      scheduler: examScheduler((await examProvidersOf(db, config, user.oid)).settings),
      bpid: body.bpid,
      portal: publicUrl(config),
      now: clock.now(),
    }),
  );
}
