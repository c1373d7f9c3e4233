import {
  confirmTotpEnrolment,
  inviteStaff,
  listStaff,
  resetSecondFactor,
  secondFactorChallenge,
  setStaffGrants,
  startTotpEnrolment,
  verifySecondFactor,
} from '@aula/contract/staff';
import type { FastifyInstance } from 'fastify';
import { confirmTotpEnrolment as confirmService } from './confirm-totp-enrolment.ts';
import { inviteStaff as inviteService } from './invite-staff.ts';
import { listStaff as listService } from './list-staff.ts';
import { registerStaffPolicies } from './policy.ts';
import { resetSecondFactor as resetService } from './reset-second-factor.ts';
import { secondFactorChallenge as challengeService } from './second-factor-challenge.ts';
import { setStaffGrants as setGrantsService } from './set-staff-grants.ts';
import { startTotpEnrolment as startService } from './start-totp-enrolment.ts';
import { verifySecondFactor as verifyService } from './verify-second-factor.ts';

/** Staff identity (ADR 0066): the second factor, and the staff accounts admins manage. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  registerStaffPolicies(app);
  app.operation(startTotpEnrolment, (context) => startService(context, context.user));
  app.operation(confirmTotpEnrolment, (context) => confirmService(context, context.user, context.body.code));
  app.operation(verifySecondFactor, (context) => verifyService(context, context.user, context.body.code));
  app.operation(secondFactorChallenge, ({ db, user }) => challengeService(db, user));
  app.operation(listStaff, ({ db, body }) => listService(db, body));
  app.operation(inviteStaff, (context) => inviteService(context, context.user, context.body));
  app.operation(setStaffGrants, (context) => setGrantsService(context, context.user, context.body));
  app.operation(resetSecondFactor, (context) => resetService(context, context.user, context.body));
}
