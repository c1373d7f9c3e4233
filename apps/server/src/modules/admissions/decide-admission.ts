import type { Output } from '@aula/contract/operation';
import type { decideAdmission } from '@aula/contract/staff-admissions';
import { staffMessages } from '@aula/contract/staff-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { applications } from '../../db/schema/applications.ts';
import { applicationDecisions } from '../../db/schema/staff.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { publicUrl } from '../../platform/public-url.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { statusTransitions } from '../applications/index.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyLearner } from '../notifications/index.ts';
import { findOrganisation } from '../organisation/index.ts';
import { findAdmission } from './admissions-query.ts';
import { type Decision, decisionLinks, decisionMail, decisionNotification } from './decision-notice.ts';
import { isReturnable } from './returnable.ts';

type Body = z.output<typeof decideAdmission.body>;
type Result = Output<typeof decideAdmission>;

/** The pstatus each decision moves a submitted application to (spec 3 §4: 3 accepted, 4 refused, 5 reopened). */
const statusOf: Record<Decision, number> = { approve: 3, reject: 4, return: 5 };

function mayDecide(from: number, to: number): boolean {
  return statusTransitions.staff.some(([a, b]) => a === from && b === to);
}

/**
 * A counsellor's decision (ADR 0067), in one transaction: the application is locked, refused when it
 * moved since the version the counsellor read or when the status table has no such move; then the
 * decision row, the new pstatus and version, the audit line and the applicant's notification commit
 * together. The applicant's e-mail is sent once they have.
 */
export async function decideApplication(
  { db, mailer, config, clock }: Pick<AppServices, 'db' | 'mailer' | 'config' | 'clock'>,
  actor: SessionUser,
  body: Body,
  context: { ip: string; log: FastifyBaseLogger },
): Promise<Result> {
  const now = clock.now();
  const to = statusOf[body.decision];
  const message = body.decision === 'approve' ? body.message?.trim() || null : (body.message ?? null);
  const decided = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ pstatus: applications.pstatus, version: applications.version, eid: applications.eid })
      .from(applications)
      .where(and(eq(applications.oid, actor.oid), eq(applications.applicationid, body.applicationid)))
      .for('update');
    const admission = locked && (await findAdmission(tx, actor.oid, body.applicationid));
    if (!locked || !admission) {
      throw new AppError('NOT_FOUND', staffMessages.noSuchApplication, { applicationid: 'not found' });
    }
    if (locked.eid === actor.eid) {
      throw new AppError('FORBIDDEN', staffMessages.ownApplication, {
        applicationid: 'your own application',
      });
    }
    if (locked.version !== body.version) {
      throw new AppError('CONFLICT', staffMessages.staleApplication, {
        version: 'changed since you opened it',
      });
    }
    if (!mayDecide(locked.pstatus, to)) {
      throw new AppError('CONFLICT', staffMessages.notWaiting, {
        decision: `not allowed at pstatus ${locked.pstatus}`,
      });
    }
    if (body.decision === 'return' && !isReturnable(admission.formVariant)) {
      throw new AppError('CONFLICT', staffMessages.notReturnable, {
        decision: `the ${admission.formVariant} form is not returned for changes`,
      });
    }
    const version = locked.version + 1;
    await tx.insert(applicationDecisions).values({
      oid: actor.oid,
      applicationid: body.applicationid,
      decision: body.decision,
      message,
      fromStatus: locked.pstatus,
      toStatus: to,
      decidedBy: actor.userId,
      decidedByName: actor.name,
      decidedAt: now,
    });
    await tx
      .update(applications)
      .set({ pstatus: to, version: sql`${applications.version} + 1` })
      .where(and(eq(applications.oid, actor.oid), eq(applications.applicationid, body.applicationid)));
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: `admissions.${body.decision}`,
      subjectKind: 'application',
      subjectId: body.applicationid,
      before: { pstatus: locked.pstatus, version: locked.version },
      after: { pstatus: to, version, message },
      ip: context.ip,
      at: now,
    });
    const organisation = await findOrganisation(tx, actor.oid);
    const notice = {
      organisation: organisation.name,
      programme: admission.pname,
      applicationid: body.applicationid,
      decision: body.decision,
      message,
      link: `${publicUrl(config)}${decisionLinks[body.decision]}`,
    };
    await notifyLearner(tx, {
      oid: actor.oid,
      eid: admission.eid,
      kind: 'decision',
      ...decisionNotification(notice),
      link: decisionLinks[body.decision],
      at: now,
    });
    return { version, to: admission.email, notice };
  });
  try {
    await mailer.send({ oid: actor.oid, to: decided.to, ...decisionMail(decided.notice) });
  } catch (error) {
    // The decision stands and the bell has it; a mail server that is down must not undo it.
    context.log.error({ err: error, applicationid: body.applicationid }, 'the decision mail was not sent');
  }
  return { pstatus: to, version: decided.version };
}
