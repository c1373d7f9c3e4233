import { courseFileMessages } from '@aula/contract/staff-messages';
import { and, eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { courseDrafts } from '../../db/schema/course-drafts.ts';
import { courseFiles } from '../../db/schema/course-files.ts';
import { scormPackages } from '../../db/schema/scorm.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { courseFilesFolder, mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteStoredFiles } from '../uploads/index.ts';
import { lockCourseMedia } from './course-media-lock.ts';

/** The folder an upload has to itself (`course-files/<grant id>/`): the file, its captions, its unpacked pages. */
function uploadFolderOf(ourl: string): string {
  const grantId = ourl.slice(courseFilesFolder.length).split('/')[0];
  if (!ourl.startsWith(courseFilesFolder) || !grantId) throw new Error(`${ourl} is not a course file.`);
  return `${courseFilesFolder}${grantId}/`;
}

/**
 * The courses whose published content or draft (a new course has only a draft) names a path in
 * `folder`, as "title (id)". A path is a JSON string in both, so the needle is the folder after its
 * opening quote: a longer path that merely contains the folder does not match.
 */
async function coursesNaming(tx: AppServices['db'], oid: string, folder: string): Promise<string[]> {
  const needle = JSON.stringify(folder).slice(0, -1);
  const published = await tx
    .select({ tid: courses.tid, title: courses.ttitle })
    .from(courses)
    .where(and(eq(courses.oid, oid), sql`position(${needle} in ${courses.details}::text) > 0`));
  const drafted = await tx
    .select({ tid: courseDrafts.tid, title: sql<string>`${courseDrafts.draft}->>'ttitle'` })
    .from(courseDrafts)
    .where(and(eq(courseDrafts.oid, oid), sql`position(${needle} in ${courseDrafts.draft}::text) > 0`));
  const titles = new Map([...published, ...drafted].map((row) => [row.tid, row.title]));
  return [...titles.keys()].sort().map((tid) => `${titles.get(tid)} (${tid})`);
}

/**
 * Deletes the organisation's uploaded course file `ourl` with everything its upload left (the file, a
 * video's captions, a package's unpacked pages and its SCORM record), unless a course's published
 * content or its draft names any of it: then a 409 names those courses. The check, the deletion and
 * the course builder's saves hold one lock (`lockCourseMedia`), so no draft can come to name a file
 * deleted after it was checked. Stored files go inside the transaction: if one cannot be deleted, the
 * file stays listed and the admin deletes it again.
 */
export async function deleteCourseFile(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  { ourl }: { ourl: string },
  { now, ip }: { now: Date; ip: string },
): Promise<{ ourl: string }> {
  const { oid } = actor;
  return db.transaction(async (tx) => {
    await lockCourseMedia(tx, oid);
    const [file] = await tx
      .select()
      .from(courseFiles)
      .where(and(eq(courseFiles.oid, oid), eq(courseFiles.ourl, ourl)));
    if (!file) throw new AppError('NOT_FOUND', courseFileMessages.noSuchFile, { ourl: 'no such file' });
    const folder = uploadFolderOf(file.ourl);
    const naming = await coursesNaming(tx, oid, folder);
    if (naming.length > 0) {
      throw new AppError('CONFLICT', courseFileMessages.inUse, { courses: naming.join('; ') });
    }
    await tx.delete(courseFiles).where(and(eq(courseFiles.oid, oid), eq(courseFiles.ourl, file.ourl)));
    await tx.delete(scormPackages).where(and(eq(scormPackages.oid, oid), eq(scormPackages.path, file.ourl)));
    await recordAudit(tx, {
      oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'courseFiles.delete',
      before: { ourl: file.ourl, name: file.name, otype: file.otype, size: file.size },
      ip,
      at: now,
    });
    await deleteStoredFiles({ db: tx, files }, await files.list(mediaKey(oid, folder)));
    return { ourl: file.ourl };
  });
}
