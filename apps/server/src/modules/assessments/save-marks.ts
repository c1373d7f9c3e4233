import type { Output } from '@aula/contract/operation';
import { markingRefusals, type saveMarks } from '@aula/contract/staff-marking';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assessmentMarkings, assessmentMarks } from '../../db/schema/assessment-marks.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { learnerOfKey } from './anonymous-marking.ts';
import { answersOf } from './attempt-store.ts';
import { checkMark, markedTotal, markingStatus } from './marking-rules.ts';
import { markingOf, marksOf, markValues, submittedAttempt, taughtAssessment } from './marking-store.ts';
import { itemsOf } from './policy.ts';

type Body = z.output<typeof saveMarks.body>;

/**
 * Saves a marker's marks and comments of open answers of a submitted attempt, and overrides of objective
 * answers with their reasons, refused when the marks changed since the version the marker read. Each changed mark is a line of the audit log with its
 * before and after, in the same transaction. A released attempt whose marks change is released no
 * more as it stands: the learner keeps what was released until it is released again.
 */
export async function saveAttemptMarks(
  db: Db,
  actor: SessionUser,
  body: Body,
  { ip, now }: { ip: string; now: Date },
): Promise<Output<typeof saveMarks>> {
  const assessment = await taughtAssessment(db, actor.oid, body.assessid);
  const eid = await learnerOfKey(db, assessment, body.eid);
  await submittedAttempt(db, assessment, eid);
  const items = await itemsOf(db, actor.oid, body.assessid);
  const byIid = new Map(items.map((item) => [item.iid, item]));
  const seen = new Set<string>();
  for (const input of body.marks) {
    checkMark(byIid, input);
    const { iid } = input;
    if (seen.has(iid))
      throw new AppError('VALIDATION_FAILED', `Question ${iid} is marked twice.`, { marks: iid });
    seen.add(iid);
  }
  const key = { oid: actor.oid, assessid: body.assessid, eid };
  return db.transaction(async (tx) => {
    await tx.insert(assessmentMarkings).values(key).onConflictDoNothing();
    const marking = await markingOf(tx, key, true);
    if (!marking || marking.version !== body.version) {
      throw new AppError('CONFLICT', markingRefusals.stale, { version: 'stale' });
    }
    const before = await marksOf(tx, key);
    const changed = body.marks
      .map((input) => ({ ...input, reason: input.mark === null ? null : (input.reason ?? null) }))
      .filter(({ iid, mark, comment, reason }) => {
        const old = before.get(iid);
        return (
          (old?.mark ?? null) !== mark || (old?.comment ?? '') !== comment || (old?.reason ?? null) !== reason
        );
      });
    for (const { iid, mark, comment, reason } of changed) {
      await tx
        .insert(assessmentMarks)
        .values({ ...key, iid, mark, comment, reason, markedBy: actor.userId, markedAt: now })
        .onConflictDoUpdate({
          target: [assessmentMarks.oid, assessmentMarks.assessid, assessmentMarks.eid, assessmentMarks.iid],
          set: { mark, comment, reason, markedBy: actor.userId, markedAt: now },
        });
      const old = before.get(iid);
      await recordAudit(tx, {
        oid: actor.oid,
        actor: { userId: actor.userId, eid: actor.eid },
        action: 'marking.mark',
        subjectKind: 'assessment',
        subjectId: body.assessid,
        before: {
          eid,
          iid,
          mark: old?.mark ?? null,
          comment: old?.comment ?? null,
          ...(old?.reason ? { reason: old.reason } : {}),
        },
        after: { eid, iid, mark, comment, ...(reason ? { reason } : {}) },
        ip,
        at: now,
      });
    }
    const version = changed.length > 0 ? marking.version + 1 : marking.version;
    if (changed.length > 0) {
      await tx
        .update(assessmentMarkings)
        .set({ version: sql`${assessmentMarkings.version} + 1` })
        .where(
          and(
            eq(assessmentMarkings.oid, key.oid),
            eq(assessmentMarkings.assessid, key.assessid),
            eq(assessmentMarkings.eid, key.eid),
          ),
        );
    }
    const marks = await marksOf(tx, key);
    return {
      version,
      status: markingStatus(items, marks, { version, releasedVersion: marking.releasedVersion }),
      total: markedTotal(items, await answersOf(tx, key), markValues(marks)),
    };
  });
}
