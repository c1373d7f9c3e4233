import { BundleNotifications } from '@aula/contract/content-bundle-notices';
import { notifications } from '../../../db/schema/content.ts';
import { defineSection } from '../section.ts';

/** notifications.json: notifications for learners, by username; their accounts may come later. */
export const notificationSection = defineSection({
  file: 'notifications.json',
  schema: BundleNotifications,
  async load({ db, oid, claim }, list) {
    for (const [index, notification] of list.entries()) {
      claim('notification', notification.notid, [index, 'notid']);
      const row = {
        eid: notification.eid,
        title: notification.title,
        msg: notification.msg,
        link: notification.link ?? null,
        sdate: new Date(notification.sdate * 1000),
      };
      // readAt is written only with a new row: a re-import keeps what the learner has read.
      const readAt = notification.read ? row.sdate : null;
      await db
        .insert(notifications)
        .values({ oid, notid: notification.notid, ...row, readAt })
        .onConflictDoUpdate({ target: [notifications.oid, notifications.notid], set: row });
    }
    return list.length;
  },
});
