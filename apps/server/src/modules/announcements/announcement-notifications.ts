import { and, eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { PostTarget } from './post-target.ts';

/** Where a learner's notification of an announcement leads: their announcements page. */
export const announcementLink = '/announcements';

export interface AnnouncementNotice {
  oid: string;
  annid: string;
  title: string;
  msg: string;
  sdate: Date;
}

/**
 * One notification per learner the announcement reaches (ADR 0077): the batch's enrolments, or, for a
 * course, its learners in the one enrolment scope (learner_courses, ADR 0069): an elective's only
 * those who chose it. One INSERT … SELECT; each row keeps its announcement's id, so an edit moves them
 * and a withdrawal deletes them. The bell and list show a row only from its sdate.
 */
export async function notifyLearners(db: Db, target: PostTarget, notice: AnnouncementNotice): Promise<void> {
  const learners =
    target.tid === null
      ? sql`select eid from enrolments where oid = ${notice.oid} and bpid = ${target.bpid}`
      : sql`select eid from learner_courses where oid = ${notice.oid} and bpid = ${target.bpid} and tid = ${target.tid}`;
  await db.execute(sql`
    insert into notifications (oid, notid, eid, title, msg, link, sdate, annid)
    select ${notice.oid}, 'ann-' || gen_random_uuid()::text, learners.eid, ${notice.title}, ${notice.msg},
      ${announcementLink}, ${notice.sdate.toISOString()}::timestamptz, ${notice.annid}
    from (${learners}) as learners`);
}

/** An edited announcement's notifications take its new title, message and time. */
export async function updateNotifications(db: Db, notice: AnnouncementNotice): Promise<void> {
  await db
    .update(notifications)
    .set({ title: notice.title, msg: notice.msg, sdate: notice.sdate })
    .where(and(eq(notifications.oid, notice.oid), eq(notifications.annid, notice.annid)));
}

/** A withdrawn announcement's notifications are gone, read or not. */
export async function deleteNotifications(db: Db, oid: string, annid: string): Promise<void> {
  await db.delete(notifications).where(and(eq(notifications.oid, oid), eq(notifications.annid, annid)));
}
