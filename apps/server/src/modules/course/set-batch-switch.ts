import { feedbackSwitchKind } from '@aula/contract/course-feedback';
import { and, eq, isNull } from 'drizzle-orm';
import { batchSwitches, type SwitchKind } from '../../db/schema/batch-switches.ts';
import { courses } from '../../db/schema/content.ts';
import { programFeedbackForms } from '../../db/schema/program-feedback.ts';
import { batchCourses, batches } from '../../db/schema/programs.ts';
import { courseFeedbackForms } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import { holdsRole } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { announceContentChanged, changeContent } from '../content/index.ts';
import { mayTeachBatchCourse } from './teaching-policy.ts';

/** A switch to set: a nugget or object of a batch course, a batch course's feedback form, or a batch's. */
export type BatchSwitchChange =
  | { kind: 'nugget' | 'object'; bcid: string; target: string; enabled: boolean }
  | { kind: 'courseFeedback' | 'instructorFeedback'; bcid: string; enabled: boolean }
  | { kind: 'programFeedback'; bpid: string; enabled: boolean };

/** One switch as stored. */
export interface BatchSwitch {
  bpid: string;
  bcid: string | null;
  kind: SwitchKind;
  target: string;
  enabled: boolean;
  changedBy: string | null;
  changedAt: Date;
}

/** The row's key: its batch, its batch course (null for the batch's own) and its target. */
interface SwitchKey {
  bpid: string;
  bcid: string | null;
  kind: SwitchKind;
  target: string;
}

const notFound = (field: string, message: string): never => {
  throw new AppError('NOT_FOUND', message, { [field]: message });
};

/** The batch course `bcid` of the organisation, or a 404 naming `bcid`. */
async function batchCourseOf(db: Db, oid: string, bcid: string) {
  const [row] = await db
    .select({ bpid: batchCourses.bpid, tid: batchCourses.tid, details: courses.details })
    .from(batchCourses)
    .leftJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  return row ?? notFound('bcid', 'There is no such batch course.');
}

/** Checks that what the change names exists in the actor's organisation, and answers the row's key. */
async function keyOf(db: Db, oid: string, change: BatchSwitchChange): Promise<SwitchKey> {
  if (change.kind === 'programFeedback') {
    const [batch] = await db
      .select({ form: programFeedbackForms.pid })
      .from(batches)
      .leftJoin(
        programFeedbackForms,
        and(eq(programFeedbackForms.oid, batches.oid), eq(programFeedbackForms.pid, batches.pid)),
      )
      .where(and(eq(batches.oid, oid), eq(batches.bpid, change.bpid)))
      .limit(1);
    if (!batch) notFound('bpid', 'There is no such batch.');
    if (!batch?.form) notFound('kind', "This batch's program has no feedback form.");
    return { bpid: change.bpid, bcid: null, kind: change.kind, target: '' };
  }
  const course = await batchCourseOf(db, oid, change.bcid);
  if (change.kind === 'nugget' || change.kind === 'object') {
    const nuggets = [...(course.details?.nuggets ?? []), ...(course.details?.project ?? [])];
    const found =
      change.kind === 'nugget'
        ? nuggets.some((nugget) => nugget.nid === change.target)
        : nuggets.some((nugget) => nugget.objects.some((object) => object.oid === change.target));
    if (!found) notFound('target', `There is no such ${change.kind} in this course.`);
    return { bpid: course.bpid, bcid: change.bcid, kind: change.kind, target: change.target };
  }
  const forms = await db
    .select({ crir: courseFeedbackForms.crir })
    .from(courseFeedbackForms)
    .where(and(eq(courseFeedbackForms.oid, oid), eq(courseFeedbackForms.tid, course.tid)));
  if (!forms.some(({ crir }) => feedbackSwitchKind(crir) === change.kind)) {
    notFound('kind', 'This course has no such feedback form.');
  }
  return { bpid: course.bpid, bcid: change.bcid, kind: change.kind, target: '' };
}

function whereKey(oid: string, key: SwitchKey) {
  return and(
    eq(batchSwitches.oid, oid),
    eq(batchSwitches.bpid, key.bpid),
    key.bcid === null ? isNull(batchSwitches.bcid) : eq(batchSwitches.bcid, key.bcid),
    eq(batchSwitches.kind, key.kind),
    eq(batchSwitches.target, key.target),
  );
}

/**
 * Who may set a switch: an admin (spec 2 §6), and for a batch course's own switches an instructor who
 * teaches the course (issue 24, ADR 0071); the batch's programme feedback stays the admin's.
 */
async function maySwitch(db: Db, actor: SessionUser, change: BatchSwitchChange): Promise<boolean> {
  if (holdsRole(actor, ['admin'])) return true;
  return change.kind !== 'programFeedback' && (await mayTeachBatchCourse(actor, change.bcid, db));
}

/**
 * Staff turn a switch of one batch on or off (spec 2 §6: learners then read 'This Unit is disabled
 * from Admin', 'Disabled by admin' or 'Feedback is disabled from Admin'). The row names its author, so
 * a later content import keeps it; the change is audited with the row before and after, in the same
 * transaction, and announced as a content change so that every server reads the switches again.
 */
export async function setBatchSwitch(
  db: Db,
  actor: SessionUser,
  change: BatchSwitchChange,
  { now, ip }: { now: Date; ip: string | null },
): Promise<BatchSwitch> {
  if (!(await maySwitch(db, actor, change))) {
    throw new AppError(
      'FORBIDDEN',
      'Only an admin, or an instructor of the course, can switch units, nuggets and feedback on or off.',
    );
  }
  const { oid } = actor;
  return changeContent(db, oid, async (tx) => {
    const key = await keyOf(tx, oid, change);
    const [before] = await tx.select().from(batchSwitches).where(whereKey(oid, key)).for('update');
    const values = { ...key, oid, enabled: change.enabled, changedBy: actor.userId, changedAt: now };
    // An upsert: two admins switching a thing that has no row yet both succeed, the later one last.
    const [after] = await tx
      .insert(batchSwitches)
      .values(values)
      .onConflictDoUpdate({
        target: [
          batchSwitches.oid,
          batchSwitches.bpid,
          batchSwitches.bcid,
          batchSwitches.kind,
          batchSwitches.target,
        ],
        set: { enabled: values.enabled, changedBy: values.changedBy, changedAt: values.changedAt },
      })
      .returning();
    if (!after) throw new Error('The switch was not written.');
    const stored = (row: typeof after): BatchSwitch => ({
      bpid: row.bpid,
      bcid: row.bcid,
      kind: row.kind,
      target: row.target,
      enabled: row.enabled,
      changedBy: row.changedBy,
      changedAt: row.changedAt,
    });
    await recordAudit(tx, {
      oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: change.enabled ? 'switches.turnOn' : 'switches.turnOff',
      subjectId: key.bcid ?? key.bpid,
      before: before ? stored(before) : null,
      after: stored(after),
      ip,
      at: now,
    });
    await announceContentChanged(tx, oid);
    return stored(after);
  });
}
