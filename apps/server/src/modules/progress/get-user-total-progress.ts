import type { UserTotalProgress } from '@aula/contract/progress';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findLastOpened } from './find-last-opened.ts';
import { programsFromRows } from './program-progress.ts';
import { enrolledBatches, learnerProgressRows } from './progress-queries.ts';

/**
 * The learner home's data (the spec's getUserTotalProgress and GET_USER_PROGRESS): every program the
 * learner is enrolled in with its courses and progress, and where they were last. Its three reads run
 * side by side on the pool; the courses come from the structure cache (ADR 0051).
 */
export async function getUserTotalProgress(db: Db, user: SessionUser): Promise<UserTotalProgress> {
  const [enrolled, lastOpened, rows] = await Promise.all([
    enrolledBatches(db, user),
    findLastOpened(db, user),
    learnerProgressRows(db, user),
  ]);
  const { bpdata, touched } = await programsFromRows(db, user.oid, enrolled, rows);
  return { bpdata, progress: touched, lastOpened };
}
