import { randomUUID } from 'node:crypto';
import {
  type AnnouncementStatus,
  type SaveAnnouncementBody,
  staffAnnouncementTypes,
  videoIdOf,
  videoUrlOf,
} from '@aula/contract/staff-announcements';
import { and, eq } from 'drizzle-orm';
import { announcements } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { claimAnnouncementFile, isFileAnnouncementType } from './announcement-file.ts';
import { notifyLearners, updateNotifications } from './announcement-notifications.ts';
import { auditState, statusOf } from './announcement-state.ts';
import { descriptionHtml, notificationMessage } from './announcement-text.ts';
import { auditPost, ofTarget, type PostTarget, resolvePostTarget, type StaffChange } from './post-target.ts';

/**
 * The stored columns of what was sent: only those its type uses; a video's address rebuilt from its id;
 * a file type's media path as the server made it (`mfname`).
 */
function columnsOf(body: SaveAnnouncementBody, mfname: string | null) {
  const common = {
    type: body.type,
    title: body.title,
    description: descriptionHtml(body.description),
    sdate: new Date(body.sdate * 1000),
    mfname: null,
    weburl: null,
    webtext: null,
    embeddedcode: null,
  };
  switch (body.type) {
    case 'text':
      return common;
    case 'web':
      return { ...common, weburl: body.weburl, webtext: body.webtext };
    case 'youtube':
    case 'vimeo':
      return { ...common, weburl: videoUrlOf(body.type, videoIdOf(body.type, body.weburl) ?? '') };
    default:
      return { ...common, mfname };
  }
}

const notFound = () =>
  new AppError('NOT_FOUND', 'There is no such announcement in that course.', {
    annid: 'no such announcement',
  });

/**
 * Announcement `annid` of the target, as an edit may change it (locked for the change when asked):
 * 404 if the target has no such announcement, 409 if it is withdrawn or of a type not edited here.
 */
async function editableRow(
  db: Db,
  oid: string,
  annid: string,
  target: PostTarget,
  lock = false,
): Promise<AnnouncementRow> {
  const query = db
    .select()
    .from(announcements)
    .where(and(eq(announcements.oid, oid), eq(announcements.annid, annid), ofTarget(announcements, target)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (row.withdrawnAt !== null) {
    throw new AppError('CONFLICT', 'A withdrawn announcement cannot be edited.', { annid: 'withdrawn' });
  }
  if (!(staffAnnouncementTypes as readonly string[]).includes(row.type)) {
    throw new AppError('CONFLICT', 'This announcement’s type is not edited here: withdraw it instead.', {
      annid: 'not editable here',
    });
  }
  return row;
}

/**
 * Posts an announcement to a course or batch (its learners notified, from its sdate), or edits `annid`
 * of that same course or batch, before or after it shows (its notifications follow). A file type's
 * `filename` names the member's own upload for this target and type, checked from its bytes and kept in
 * the organisation's media; an edit without one keeps the file it had. Written with its audit line in
 * one transaction.
 */
export async function saveAnnouncement(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  body: SaveAnnouncementBody,
  change: StaffChange,
): Promise<{ annid: string; status: AnnouncementStatus }> {
  const target = await resolvePostTarget(db, actor.oid, body);
  const filename = 'filename' in body ? body.filename : undefined;
  // An edit that cannot be made spends no upload: the row is checked before the file is claimed.
  if (filename !== undefined && body.annid !== undefined)
    await editableRow(db, actor.oid, body.annid, target);
  const claimed =
    filename !== undefined && isFileAnnouncementType(body.type)
      ? await claimAnnouncementFile({ db, files }, actor, target, body.type, filename, change.at)
      : null;
  return db.transaction(async (tx) => {
    let annid = body.annid;
    let before: AnnouncementRow | null = null;
    if (annid === undefined) {
      annid = `ann-${randomUUID()}`;
    } else {
      before = await editableRow(tx, actor.oid, annid, target, true);
    }
    const keptFile = before?.type === body.type ? before.mfname : null;
    if (isFileAnnouncementType(body.type) && claimed === null && keptFile === null) {
      throw new AppError('VALIDATION_FAILED', `Upload the ${body.type} file first.`, {
        filename: 'no file for this type',
      });
    }
    const columns = columnsOf(body, claimed ?? keptFile);
    const [after] = before
      ? await tx
          .update(announcements)
          .set(columns)
          .where(and(eq(announcements.oid, actor.oid), eq(announcements.annid, annid)))
          .returning()
      : await tx
          .insert(announcements)
          .values({ ...columns, oid: actor.oid, annid, bpid: target.bpid, tid: target.tid })
          .returning();
    if (!after) throw notFound();
    const notice = {
      oid: actor.oid,
      annid,
      title: after.title,
      msg: notificationMessage(after.title, after.description),
      sdate: after.sdate,
    };
    if (before) await updateNotifications(tx, notice);
    else await notifyLearners(tx, target, notice);
    await auditPost(tx, actor, target, change, {
      action: before ? 'announcement.edit' : 'announcement.post',
      before: before ? auditState(before) : null,
      after: auditState(after),
    });
    return { annid, status: statusOf(after, change.at) };
  });
}

type AnnouncementRow = typeof announcements.$inferSelect;
