import { type Notification, notificationListLimit } from '@aula/contract/notifications';
import { and, desc, eq, lte } from 'drizzle-orm';
import { notifications } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** getNotifications (GET_NOTIFICATIONS): the learner's own shown by `now` (a scheduled one's sdate is to come), newest first. */
export async function listNotifications(
  db: Db,
  user: SessionUser,
  now: Date,
): Promise<{ notifications: Notification[] }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.oid, user.oid), eq(notifications.eid, user.eid), lte(notifications.sdate, now)),
    )
    .orderBy(desc(notifications.sdate), desc(notifications.notid))
    .limit(notificationListLimit);
  return {
    notifications: rows.map((row) => ({
      notid: row.notid,
      title: row.title,
      msg: row.msg,
      ...(row.link ? { link: row.link } : {}),
      read: row.readAt !== null,
      createdAt: row.sdate.toISOString(),
    })),
  };
}
