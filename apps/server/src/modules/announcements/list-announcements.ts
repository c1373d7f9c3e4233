import type { Announcement } from '@aula/contract/announcements';
import { limits } from '@aula/contract/common';
import { and, desc, eq } from 'drizzle-orm';
import { announcements } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';

type AnnouncementRow = typeof announcements.$inferSelect;

/** Only the columns a row's type uses are set; null columns are left out of the answer. */
function toAnnouncement(row: AnnouncementRow): Announcement {
  const optional = {
    tid: row.tid,
    mfname: row.mfname,
    weburl: row.weburl,
    webtext: row.webtext,
    embeddedcode: row.embeddedcode,
  };
  return {
    annid: row.annid,
    bpid: row.bpid,
    type: row.type,
    title: row.title,
    description: row.description,
    sdate: Math.floor(row.sdate.getTime() / 1000),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
  };
}

/** A batch's announcements, newest first (the newest 500; no access check here). */
export async function listAnnouncements(db: Db, oid: string, bpid: string): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.oid, oid), eq(announcements.bpid, bpid)))
    .orderBy(desc(announcements.sdate), desc(announcements.annid))
    .limit(limits.listItems);
  return rows.map(toAnnouncement);
}
