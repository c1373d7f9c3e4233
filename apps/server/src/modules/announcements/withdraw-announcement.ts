import { and, eq } from 'drizzle-orm';
import { announcements } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { deleteNotifications } from './announcement-notifications.ts';
import { auditState } from './announcement-state.ts';
import { auditPost, ofTarget, resolvePostTarget, type StaffChange } from './post-target.ts';

/**
 * Withdraws announcement `annid` of the course or batch named: kept for staff (listed as withdrawn),
 * gone for learners with its notifications. Withdrawing it again changes nothing and writes no line.
 */
export async function withdrawAnnouncement(
  db: Db,
  actor: SessionUser,
  body: { bcid?: string | undefined; bpid?: string | undefined; annid: string },
  change: StaffChange,
): Promise<{ status: 'withdrawn' }> {
  const target = await resolvePostTarget(db, actor.oid, body);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.oid, actor.oid),
          eq(announcements.annid, body.annid),
          ofTarget(announcements, target),
        ),
      )
      .for('update');
    if (!row) {
      throw new AppError('NOT_FOUND', 'There is no such announcement in that course.', {
        annid: 'no such announcement',
      });
    }
    if (row.withdrawnAt !== null) return;
    const [after] = await tx
      .update(announcements)
      .set({ withdrawnAt: change.at })
      .where(and(eq(announcements.oid, actor.oid), eq(announcements.annid, body.annid)))
      .returning();
    await deleteNotifications(tx, actor.oid, body.annid);
    await auditPost(tx, actor, target, change, {
      action: 'announcement.withdraw',
      before: auditState(row),
      after: after ? auditState(after) : null,
    });
  });
  return { status: 'withdrawn' };
}
