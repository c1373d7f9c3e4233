import { projectThreads } from '../../db/schema/project-phase.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/**
 * Creates the learner's thread row of an objective they have opened (in progress, version 0) unless it
 * exists: from then on the screen's poll is answered from that row alone.
 */
export async function ensureThread(db: Db, user: SessionUser, bcid: string, objid: string): Promise<void> {
  await db.insert(projectThreads).values({ oid: user.oid, eid: user.eid, bcid, objid }).onConflictDoNothing();
}
