import { and, eq } from 'drizzle-orm';
import { scormPackages } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';
import { type AttemptKey, findAttempts } from './attempt-queries.ts';
import { objectStatus } from './object-status.ts';

/**
 * Whether the learner's SCORM object (its package at media path `ourl`) is complete by what the package
 * reported (see object-status.ts): what `completeObject` asks before a SCORM object may be marked
 * complete, as it asks a quiz whether it was finished. A package not installed is never complete.
 */
export async function isScormObjectDone(db: Db, key: AttemptKey, ourl: string): Promise<boolean> {
  const [installed] = await db
    .select({
      version: scormPackages.version,
      scos: scormPackages.scos,
      rollupRules: scormPackages.rollupRules,
    })
    .from(scormPackages)
    .where(and(eq(scormPackages.oid, key.oid), eq(scormPackages.path, ourl)))
    .limit(1);
  if (!installed || installed.scos.length === 0) return false;
  return objectStatus(installed, await findAttempts(db, key)).objectComplete;
}
