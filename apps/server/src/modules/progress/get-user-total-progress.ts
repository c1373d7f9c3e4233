import type { UserTotalProgress } from '@aula/contract/progress';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { findLastOpened } from './find-last-opened.ts';
import { programsFromRows } from './program-progress.ts';
import { coursesOfBatches, learnerHomeReads } from './progress-queries.ts';

/**
 * The learner home's data (the spec's getUserTotalProgress and GET_USER_PROGRESS): every program the
 * learner is enrolled in with its courses and progress, and where they were last. One statement reads
 * the enrolments and the learner's rows; courses, curricula and programs come from the structure cache
 * (ADR 0051), the organisation's time zone from its own cache.
 */
export async function getUserTotalProgress(db: Db, user: SessionUser): Promise<UserTotalProgress> {
  const { enrolled, rows } = await learnerHomeReads(db, user);
  const [courses, zone] = await Promise.all([
    coursesOfBatches(
      db,
      user.oid,
      enrolled.map((batch) => batch.bpid),
    ),
    universityTimeOf(db, user.oid),
  ]);
  const { bpdata, touched } = programsFromRows(enrolled, courses, rows, zone);
  const lastOpened = await findLastOpened(db, user.oid, enrolled, courses, rows);
  return { bpdata, progress: touched, lastOpened };
}
