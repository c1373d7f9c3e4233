import { eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import { captionsPathOf } from '../../platform/captions-path.ts';
import type { Db } from '../../platform/db.ts';
import { courseFilesFolder } from '../../platform/media-key.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';

/**
 * Every file a course's content names anywhere in its details (its units' objects, references, videos
 * and project resources), except pictures: `otype` and media path. Pictures stay public media, since the
 * public programme page shows a course's pictures too, and a picture runs nothing.
 */
const namedFiles = sql.raw(`'lax $.** ? (@.ourl.type() == "string" && @.otype != "image")'`);

/**
 * An organisation's course media as a set of media paths: the files its courses name, and beside each
 * video its captions. Read once per organisation and kept until content changes (an import, a
 * published course: CONTENT_CHANGED_CHANNEL) or for 30 seconds.
 */
const COURSE_MEDIA: ReadCacheSpec = {
  name: 'course media paths by organisation',
  ttlMs: 30_000,
  clearedBy: CONTENT_CHANGED_CHANNEL,
};

async function readCourseMedia(db: Db, oid: string): Promise<Set<string>> {
  const rows = await db
    .select({
      files: sql<
        Array<{ otype: string; ourl: string }>
      >`jsonb_path_query_array(${courses.details}, ${namedFiles})`,
    })
    .from(courses)
    .where(eq(courses.oid, oid));
  const paths = new Set<string>();
  for (const { otype, ourl } of rows.flatMap((row) => row.files)) {
    paths.add(ourl);
    if (otype === 'video') paths.add(captionsPathOf(ourl));
  }
  return paths;
}

/**
 * True when media path `path` of organisation `oid` is a course's file (ADR 0095): a file staff
 * uploaded for courses, or one a course names (a video and its captions, audio, a PDF, a page). Those
 * are served only on the content origin under an address signed for whoever may open them, never as
 * public media.
 */
export async function isCourseMedia(db: Db, oid: string, path: string): Promise<boolean> {
  if (path.startsWith(courseFilesFolder)) return true;
  const paths = await cachesOf(db)
    .cache<Set<string>>(COURSE_MEDIA)
    .get(oid, () => readCourseMedia(db, oid));
  return paths.has(path);
}
