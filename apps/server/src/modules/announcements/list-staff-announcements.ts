import { limits } from '@aula/contract/common';
import { type StaffAnnouncement, staffAnnouncementTypes } from '@aula/contract/staff-announcements';
import { and, desc, eq } from 'drizzle-orm';
import { announcements } from '../../db/schema/content.ts';
import { type ContentSigner, pageTypes } from '../../platform/content-signer.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { statusOf } from './announcement-state.ts';
import { descriptionText } from './announcement-text.ts';
import { ofTarget, resolvePostTarget } from './post-target.ts';

/**
 * The announcements of one course or batch as staff see them: every state, newest sdate first, each
 * file with its address signed for the staff member, so the preview shows it as learners see it.
 */
export async function listStaffAnnouncements(
  db: Db,
  actor: SessionUser,
  body: { bcid?: string | undefined; bpid?: string | undefined },
  now: Date,
  addresses: ContentSigner,
): Promise<{ rows: StaffAnnouncement[] }> {
  const target = await resolvePostTarget(db, actor.oid, body);
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.oid, actor.oid), ofTarget(announcements, target)))
    .orderBy(desc(announcements.sdate), desc(announcements.annid))
    .limit(limits.listItems);
  return {
    rows: rows.map((row) => ({
      annid: row.annid,
      bpid: row.bpid,
      ...(row.tid ? { tid: row.tid } : {}),
      type: row.type,
      title: row.title,
      description: row.description,
      descriptionText: descriptionText(row.description),
      sdate: Math.floor(row.sdate.getTime() / 1000),
      ...(row.weburl ? { weburl: row.weburl } : {}),
      ...(row.webtext ? { webtext: row.webtext } : {}),
      ...(row.mfname ? { mfname: row.mfname } : {}),
      ...(row.mfname && !pageTypes.has(row.type) ? { fileUrl: addresses.file(row.mfname) } : {}),
      status: statusOf(row, now),
      editable: row.withdrawnAt === null && (staffAnnouncementTypes as readonly string[]).includes(row.type),
    })),
  };
}
