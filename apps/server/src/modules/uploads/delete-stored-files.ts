import { inArray } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/uploads.ts';
import type { AppServices } from '../../platform/app-services.ts';

/** Removes accepted files a learner replaced or left out: their bytes, and their rows (freeing the quota). */
export async function deleteStoredFiles(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  for (const key of keys) await files.delete(key);
  await db.delete(storedFiles).where(inArray(storedFiles.fileKey, [...keys]));
}
