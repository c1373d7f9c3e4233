import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Config } from '../../platform/config.ts';
import { contentAddress } from '../../platform/content-address.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { contentUrl } from '../../platform/public-url.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { assertObjectReachable } from './object-reachable.ts';

/** Objects whose page runs on the content origin (SCORM packages are launched by the SCORM module). */
const pageTypes = new Set(['html', 'interactivity']);

/**
 * The page of an html or interactivity object of a course the learner studies, where the player would
 * open it (ADR 0083): on the content origin, under an address signed for the learner and the page's
 * folder, so the page's relative addresses (its scripts, pictures, frames) work and nothing else opens.
 */
export async function objectContent(
  { db, files, config }: { db: Db; files: FileStore; config: Config },
  user: SessionUser,
  { bcid, objid }: { bcid: string; objid: string },
  now: Date,
): Promise<{ url: string }> {
  await assertObjectReachable(db, user, { bcid, objid });
  const course = await studiedCourseOf(db, user, bcid);
  const [row] = await db
    .select({ details: courses.details })
    .from(courses)
    .where(and(eq(courses.oid, user.oid), eq(courses.tid, course.tid)))
    .limit(1);
  const object = row?.details.nuggets.flatMap((nugget) => nugget.objects).find((each) => each.oid === objid);
  if (!object || !pageTypes.has(object.otype) || !('ourl' in object)) {
    throw new AppError('NOT_FOUND', 'There is no such page in this course.', { objid: 'no such page' });
  }
  const segments = object.ourl.split('/').filter((segment) => segment !== '');
  const url = contentAddress(
    await files.addressSecret(),
    contentUrl(config),
    { oid: user.oid, eid: user.eid, folder: segments.slice(0, -1) },
    segments.slice(-1),
    now,
  );
  return { url };
}
