import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { captionsPathOf } from '../../platform/captions-path.ts';
import { contentSigner, pageTypes } from '../../platform/content-signer.ts';
import { mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { assertObjectReachable } from './object-reachable.ts';

/** Objects whose one file the player's own viewer shows (a media element, pdf.js). */
const fileTypes = new Set(['video', 'audio', 'podcast', 'pdf']);

/**
 * Where the player opens an object of a course the learner studies, once the player would open it
 * (ADR 0063): on the content origin, under an address signed for the learner. An html or interactivity
 * page is signed for its folder, so its relative addresses (scripts, pictures, frames) work and nothing
 * else opens (ADR 0083); a video, audio or PDF for that one file, with a video's captions beside it when
 * there are any (ADR 0095).
 */
export async function objectContent(
  services: Pick<AppServices, 'db' | 'files' | 'config'>,
  user: SessionUser,
  { bcid, objid }: { bcid: string; objid: string },
  now: Date,
): Promise<{ url: string; captions: string | null }> {
  const { db } = services;
  await assertObjectReachable(db, user, { bcid, objid });
  const course = await studiedCourseOf(db, user, bcid);
  const [row] = await db
    .select({ details: courses.details })
    .from(courses)
    .where(and(eq(courses.oid, user.oid), eq(courses.tid, course.tid)))
    .limit(1);
  const object = row?.details.nuggets.flatMap((nugget) => nugget.objects).find((each) => each.oid === objid);
  const path = object && 'ourl' in object ? object.ourl : undefined;
  if (!object || path === undefined || !(pageTypes.has(object.otype) || fileTypes.has(object.otype))) {
    throw new AppError('NOT_FOUND', 'There is no such file in this course.', { objid: 'no such file' });
  }
  const signer = await contentSigner(services, user, now);
  if (pageTypes.has(object.otype)) return { url: signer.page(path), captions: null };
  const captions = object.otype === 'video' ? captionsPathOf(path) : null;
  const hasCaptions = captions !== null && (await services.files.head(mediaKey(user.oid, captions))) !== null;
  return { url: signer.file(path), captions: hasCaptions ? signer.file(captions) : null };
}
