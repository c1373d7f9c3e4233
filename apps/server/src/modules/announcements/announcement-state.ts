import type { AnnouncementStatus } from '@aula/contract/staff-announcements';
import type { announcements } from '../../db/schema/content.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Withdrawn; scheduled while its sdate is to come; shown from then on. */
export function statusOf(row: Pick<AnnouncementRow, 'sdate' | 'withdrawnAt'>, now: Date): AnnouncementStatus {
  if (row.withdrawnAt !== null) return 'withdrawn';
  return row.sdate.getTime() > now.getTime() ? 'scheduled' : 'shown';
}

/** What an audit line keeps of an announcement, before or after a change. */
export function auditState(row: AnnouncementRow) {
  return {
    annid: row.annid,
    type: row.type,
    title: row.title,
    description: row.description,
    sdate: row.sdate.toISOString(),
    weburl: row.weburl,
    webtext: row.webtext,
    mfname: row.mfname,
    withdrawn: row.withdrawnAt !== null,
  };
}
