import { getExamSchedulingForm, getusn } from '@aula/contract/exams';
import type { FastifyInstance } from 'fastify';
import { examScheduler } from '../../platform/exam-providers.ts';
import { publicUrl } from '../../platform/public-url.ts';
import { buildExamSchedulingForm } from './build-exam-scheduling-form.ts';
import { listUsns } from './list-usns.ts';

/** USNs and the hand-off to the exam-scheduling provider (spec 1 §7 getusn and exam hand-off). */
export async function examRoutes(app: FastifyInstance): Promise<void> {
  const scheduler = examScheduler(app.config);
  app.operation(getusn, ({ db, user }) => listUsns(db, user));
  app.operation(getExamSchedulingForm, ({ db, config, clock, user, body }) =>
    buildExamSchedulingForm({
      db,
      user,
      scheduler,
      bpid: body.bpid,
      portal: publicUrl(config),
      now: clock.now(),
    }),
  );
}
