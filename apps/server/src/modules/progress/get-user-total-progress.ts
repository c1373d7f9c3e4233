import type { UserTotalProgress } from '@aula/contract/progress';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findLastOpened } from './find-last-opened.ts';
import { programsWithProgress } from './program-progress.ts';
import { enrolledBatches } from './progress-queries.ts';

/**
 * The learner home's data (the spec's getUserTotalProgress and GET_USER_PROGRESS): every program the
 * learner is enrolled in with its courses and progress, and where they were last.
 */
export async function getUserTotalProgress(db: Db, user: SessionUser): Promise<UserTotalProgress> {
  const [enrolled, lastOpened] = await Promise.all([enrolledBatches(db, user), findLastOpened(db, user)]);
  const { bpdata, touched } = await programsWithProgress(db, user, enrolled);
  return { bpdata, progress: touched, lastOpened };
}
