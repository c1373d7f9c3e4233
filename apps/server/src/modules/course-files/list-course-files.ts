import { type CourseFile, courseFilesShown } from '@aula/contract/staff-course-files';
import { desc, eq } from 'drizzle-orm';
import { courseFiles } from '../../db/schema/course-files.ts';
import type { Db } from '../../platform/db.ts';

/** The organisation's uploaded course files, newest first, each package with its report. */
export async function listCourseFiles(db: Db, oid: string): Promise<{ files: CourseFile[] }> {
  const rows = await db
    .select()
    .from(courseFiles)
    .where(eq(courseFiles.oid, oid))
    .orderBy(desc(courseFiles.uploadedAt), courseFiles.ourl)
    .limit(courseFilesShown);
  return {
    files: rows.map(({ oid: _oid, uploadedAt, ...row }) => ({
      ...row,
      uploadedAt: uploadedAt.toISOString(),
    })),
  };
}
