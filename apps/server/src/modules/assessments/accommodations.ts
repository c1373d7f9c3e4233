import type {
  AccommodationRow,
  listAccommodations as listOperation,
  removeAccommodation as removeOperation,
  setAccommodation as setOperation,
  TimedAssessment,
} from '@aula/contract/staff-extra-time';
import { maxAccommodations } from '@aula/contract/staff-extra-time';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { assessmentAccommodations } from '../../db/schema/accommodations.ts';
import { users } from '../../db/schema/auth.ts';
import { assessments } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { announceAccountChanged } from '../auth/index.ts';
import { learnerOfAssessment } from './accommodation-learner.ts';
import { learnerTimes } from './assessment-window.ts';
import type { AssessmentRow } from './policy.ts';

/*
 * Staff grant accommodations on timed assessments (ADR 0073). The `assessment` subject policy has
 * checked that the actor teaches the assessment; the learner named must study its course. Each change
 * is audited with what it replaced, in its transaction; once it commits, the learner's account is
 * announced changed, so every server forgets the poll decision that carries their end, and their
 * countdown moves at the next poll.
 */

type AccommodationRecord = typeof assessmentAccommodations.$inferSelect;
interface Change {
  db: Db;
  actor: SessionUser;
  ip: string;
  now: Date;
}

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The actor's assessment `assessid` (the policy found it), only a timed one. */
async function timedAssessment(db: Db, oid: string, assessid: string): Promise<AssessmentRow> {
  const [assessment] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.oid, oid), eq(assessments.assessid, assessid)))
    .limit(1);
  if (assessment?.quiztype !== 'assess') {
    throw new AppError('NOT_FOUND', 'There is no such timed assessment.', {
      assessid: 'not a timed assessment',
    });
  }
  return assessment;
}

export function timedAssessmentView(assessment: AssessmentRow): TimedAssessment {
  return {
    assessid: assessment.assessid,
    title: assessment.title,
    bpid: assessment.bpid,
    tid: assessment.tid,
    startdate: iso(assessment.startdate),
    enddate: iso(assessment.enddate),
  };
}

function rowView(assessment: AssessmentRow, record: AccommodationRecord, name: string): AccommodationRow {
  return {
    eid: record.eid,
    name,
    extraMinutes: record.extraMinutes,
    windowStart: iso(record.windowStart),
    windowEnd: iso(record.windowEnd),
    enddate: iso(learnerTimes(assessment, record).enddate),
    reason: record.reason,
    grantedBy: record.grantedBy,
    grantedAt: record.grantedAt.toISOString(),
  };
}

/** What the audit log keeps of an accommodation. */
function audited(record: AccommodationRecord | undefined) {
  return record
    ? {
        eid: record.eid,
        extraMinutes: record.extraMinutes,
        windowStart: iso(record.windowStart),
        windowEnd: iso(record.windowEnd),
        reason: record.reason,
      }
    : null;
}

export async function listAccommodations(
  db: Db,
  { oid, assessid }: z.output<typeof listOperation.body>,
): Promise<z.output<typeof listOperation.response>> {
  const assessment = await timedAssessment(db, oid, assessid);
  const rows = await db
    .select({ record: assessmentAccommodations, name: users.name })
    .from(assessmentAccommodations)
    .leftJoin(
      users,
      and(eq(users.oid, assessmentAccommodations.oid), eq(users.eid, assessmentAccommodations.eid)),
    )
    .where(and(eq(assessmentAccommodations.oid, oid), eq(assessmentAccommodations.assessid, assessid)))
    .orderBy(asc(assessmentAccommodations.eid))
    .limit(maxAccommodations);
  return {
    assessment: timedAssessmentView(assessment),
    rows: rows.map(({ record, name }) => rowView(assessment, record, name ?? '')),
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/**
 * Only ever later (ADR 0073): a window that starts no earlier and ends no earlier than the
 * assessment's own, so the exam's fast save path, which judges by the assessment's own times, never
 * accepts a save that the learner's times would refuse.
 */
function checkGrant(assessment: AssessmentRow, body: z.output<typeof setOperation.body>): void {
  if (body.extraMinutes === undefined && body.window === undefined) {
    throw invalid('extraMinutes', 'Give extra minutes, a later window, or both.');
  }
  if (!body.window) return;
  const start = new Date(body.window.start);
  const end = new Date(body.window.end);
  if (start >= end) throw invalid('window', 'The window must end after it starts.');
  if (
    (assessment.startdate && start < assessment.startdate) ||
    (assessment.enddate && end < assessment.enddate)
  ) {
    throw invalid('window', "A later window may not start or end before the assessment's own.");
  }
}

export async function setAccommodation(
  { db, actor, ip, now }: Change,
  body: z.output<typeof setOperation.body>,
): Promise<AccommodationRow> {
  const assessment = await timedAssessment(db, actor.oid, body.assessid);
  checkGrant(assessment, body);
  const learner = await learnerOfAssessment(db, assessment, body.eid);
  const key = { oid: actor.oid, assessid: body.assessid, eid: body.eid };
  const values: AccommodationRecord = {
    ...key,
    extraMinutes: body.extraMinutes ?? 0,
    windowStart: body.window ? new Date(body.window.start) : null,
    windowEnd: body.window ? new Date(body.window.end) : null,
    reason: body.reason,
    grantedBy: actor.eid,
    grantedAt: now,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(assessmentAccommodations)
      .where(accommodationWhere(key))
      .for('update');
    await tx
      .insert(assessmentAccommodations)
      .values(values)
      .onConflictDoUpdate({
        target: [
          assessmentAccommodations.oid,
          assessmentAccommodations.assessid,
          assessmentAccommodations.eid,
        ],
        set: {
          extraMinutes: values.extraMinutes,
          windowStart: values.windowStart,
          windowEnd: values.windowEnd,
          reason: values.reason,
          grantedBy: values.grantedBy,
          grantedAt: values.grantedAt,
        },
      });
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      ip,
      at: now,
      action: 'assessments.setAccommodation',
      subjectKind: 'assessment',
      subjectId: body.assessid,
      before: audited(before),
      after: audited(values),
    });
  });
  await announceAccountChanged(db, learner.userId);
  return rowView(assessment, values, learner.name);
}

function accommodationWhere({ oid, assessid, eid }: { oid: string; assessid: string; eid: string }) {
  return and(
    eq(assessmentAccommodations.oid, oid),
    eq(assessmentAccommodations.assessid, assessid),
    eq(assessmentAccommodations.eid, eid),
  );
}

export async function removeAccommodation(
  { db, actor, ip, now }: Change,
  body: z.output<typeof removeOperation.body>,
): Promise<z.output<typeof removeOperation.response>> {
  const assessment = await timedAssessment(db, actor.oid, body.assessid);
  const learner = await learnerOfAssessment(db, assessment, body.eid);
  const key = { oid: actor.oid, assessid: body.assessid, eid: body.eid };
  const removed = await db.transaction(async (tx) => {
    const [before] = await tx.delete(assessmentAccommodations).where(accommodationWhere(key)).returning();
    if (!before) return false;
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      ip,
      at: now,
      action: 'assessments.removeAccommodation',
      subjectKind: 'assessment',
      subjectId: body.assessid,
      before: audited(before),
      after: null,
    });
    return true;
  });
  if (removed) await announceAccountChanged(db, learner.userId);
  return { removed };
}
