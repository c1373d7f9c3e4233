import type { Announcement } from '@aula/contract/announcements';
import { limits } from '@aula/contract/common';
import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { announcements } from '../../db/schema/content.ts';
import { type ContentSigner, pageTypes } from '../../platform/content-signer.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedTidsOf } from '../enrolments/index.ts';

type AnnouncementRow = typeof announcements.$inferSelect;

/** Only the columns a row's type uses are set; null columns are left out of the answer. */
function toAnnouncement(row: AnnouncementRow, addresses: ContentSigner): Announcement {
  const isPage = pageTypes.has(row.type);
  const optional = {
    tid: row.tid,
    mfname: row.mfname,
    weburl: row.weburl,
    webtext: row.webtext,
    embeddedcode: row.embeddedcode,
    pageUrl: row.mfname && isPage ? addresses.page(row.mfname) : null,
    fileUrl: row.mfname && !isPage ? addresses.file(row.mfname) : null,
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

/**
 * A batch's announcements the learner reaches, newest first (the newest 500): the whole batch's (no
 * tid) and those of the courses they study there (the enrolment scope, ADR 0069: an elective's only
 * when they chose it). Only those shown by `now` (a scheduled one's sdate is to come) and not
 * withdrawn (ADR 0077). Its file comes at its address on the content origin, signed for the learner (`addresses`: a page for its folder, ADR 0083; any other file for itself, ADR 0095). The caller
 * checks that the learner is enrolled in the batch.
 */
export async function listAnnouncements(
  db: Db,
  user: Pick<SessionUser, 'oid' | 'eid'>,
  bpid: string,
  now: Date,
  addresses: ContentSigner,
): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.oid, user.oid),
        eq(announcements.bpid, bpid),
        lte(announcements.sdate, now),
        isNull(announcements.withdrawnAt),
        or(isNull(announcements.tid), inArray(announcements.tid, studiedTidsOf(db, user, bpid))),
      ),
    )
    .orderBy(desc(announcements.sdate), desc(announcements.annid))
    .limit(limits.listItems);
  return rows.map((row) => toAnnouncement(row, addresses));
}
