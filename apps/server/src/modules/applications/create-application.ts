import { applications } from '../../db/schema/applications.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findOwnApplication } from './application-batch.ts';

/** A first save in the same second as another applicant's to the same batch takes the next free second. */
const idAttempts = 5;

/**
 * Creates the application row at its first save, at `pstatus`: its id is the bpid, a hyphen, the
 * Unix seconds (spec 3 §4). The learner's own row made meanwhile (a second tab) wins.
 */
export async function createApplication(
  db: Db,
  user: SessionUser,
  { pid, bpid, pstatus, now }: { pid: string; bpid: string; pstatus: number; now: Date },
): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000);
  for (let attempt = 0; attempt < idAttempts; attempt++) {
    const applicationid = `${bpid}-${seconds + attempt}`;
    const inserted = await db
      .insert(applications)
      .values({ oid: user.oid, applicationid, eid: user.eid, pid, bpid, pstatus, createdAt: now })
      .onConflictDoNothing()
      .returning({ applicationid: applications.applicationid });
    if (inserted.length > 0) return applicationid;
    const mine = await findOwnApplication(db, user, bpid);
    if (mine) return mine.applicationid;
  }
  throw new AppError('CONFLICT', 'Please try again.', { appid: 'busy' });
}
