import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { batchCourses } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Where a staff post goes (ADR 0077): a batch course (`bcid`, its batch and course) or a whole batch
 * (`bpid`, tid null). The contract's subject policies have checked the id before this runs.
 */
export interface PostTarget {
  bpid: string;
  tid: string | null;
  subjectKind: 'batchCourse' | 'batch';
  subjectId: string;
}

export async function resolvePostTarget(
  db: Db,
  oid: string,
  body: { bcid?: string | undefined; bpid?: string | undefined },
): Promise<PostTarget> {
  if (body.bpid !== undefined) {
    return { bpid: body.bpid, tid: null, subjectKind: 'batch', subjectId: body.bpid };
  }
  const bcid = body.bcid ?? '';
  const [course] = await db
    .select({ bpid: batchCourses.bpid, tid: batchCourses.tid })
    .from(batchCourses)
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)))
    .limit(1);
  if (!course) throw new AppError('NOT_FOUND', 'There is no such course.', { bcid: 'no such course' });
  return { bpid: course.bpid, tid: course.tid, subjectKind: 'batchCourse', subjectId: bcid };
}

/** Rows of the target exactly: its batch and its course, or the batch's own rows (tid null). */
export function ofTarget(columns: { bpid: PgColumn; tid: PgColumn }, target: PostTarget): SQL | undefined {
  return and(
    eq(columns.bpid, target.bpid),
    target.tid === null ? isNull(columns.tid) : eq(columns.tid, target.tid),
  );
}

/** Where and when a staff change happens: the caller's address and the change's time. */
export interface StaffChange {
  ip: string;
  at: Date;
}

/** The audit line of a staff post's change, with its state before and after, in the change's transaction. */
export function auditPost(
  db: Db,
  actor: SessionUser,
  target: PostTarget,
  change: StaffChange,
  line: { action: string; before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(db, {
    oid: actor.oid,
    actor: { userId: actor.userId, eid: actor.eid },
    action: line.action,
    subjectKind: target.subjectKind,
    subjectId: target.subjectId,
    before: line.before,
    after: line.after,
    ip: change.ip,
    at: change.at,
  });
}
