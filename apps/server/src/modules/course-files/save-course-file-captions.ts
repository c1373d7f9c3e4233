import { courseFileMessages } from '@aula/contract/staff-messages';
import { and, eq } from 'drizzle-orm';
import { courseFiles } from '../../db/schema/course-files.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { captionsPathOf } from '../../platform/captions-path.ts';
import { mediaKey } from '../../platform/media-key.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { deleteStoredFiles } from '../uploads/index.ts';
import { acceptCourseFile } from './accept-course-file.ts';
import { checkCaptions } from './check-captions.ts';

/**
 * Keeps the admin's uploaded WebVTT file as the captions of their organisation's uploaded video
 * `ourl` (ADR 0090): checked whole, then written beside the video, replacing earlier captions only once
 * the new ones passed.
 */
export async function saveCourseFileCaptions(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  { ourl, filename }: { ourl: string; filename: string },
  now: Date,
): Promise<{ captions: string }> {
  const [video] = await services.db
    .select({ ourl: courseFiles.ourl })
    .from(courseFiles)
    .where(and(eq(courseFiles.oid, actor.oid), eq(courseFiles.ourl, ourl), eq(courseFiles.otype, 'video')))
    .limit(1);
  if (!video) {
    throw new AppError('NOT_FOUND', courseFileMessages.noSuchVideo, { ourl: 'no such video' });
  }
  const accepted = await acceptCourseFile(services, actor, 'captions', filename, now);
  try {
    const bytes = await checkCaptions(services.files, accepted.key);
    const captions = captionsPathOf(video.ourl);
    await services.files.put(mediaKey(actor.oid, captions), bytes, 'text/vtt; charset=utf-8');
    await services.db
      .update(courseFiles)
      .set({ captions })
      .where(and(eq(courseFiles.oid, actor.oid), eq(courseFiles.ourl, video.ourl)));
    return { captions };
  } finally {
    await deleteStoredFiles(services, [accepted.key]);
  }
}
