import type { ProjectThreadAnswer } from '@aula/contract/project-phase';
import { and, eq } from 'drizzle-orm';
import { projectThreads } from '../../db/schema/project-phase.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { ensureThread } from './ensure-thread.ts';
import { openObjective } from './open-objective.ts';
import { readThread } from './read-thread.ts';

export interface ThreadPoll {
  bcid: string;
  objid: string;
  /** The version the screen already shows, if any. */
  version?: number | undefined;
}

/**
 * The thread of an objective, for the screen that polls it every 5 seconds. When the screen says which
 * version it has and the learner's thread row (one primary-key lookup, keyed by the session's own
 * account) still has it, the answer is "nothing new" without reading the course, the locks or the
 * messages. The row is created only once the learner has opened the objective through the full checks,
 * so the short answer tells nobody anything they could not see.
 */
export async function pollThread(db: Db, user: SessionUser, poll: ThreadPoll): Promise<ProjectThreadAnswer> {
  if (poll.version !== undefined) {
    const [row] = await db
      .select({ version: projectThreads.version })
      .from(projectThreads)
      .where(
        and(
          eq(projectThreads.oid, user.oid),
          eq(projectThreads.eid, user.eid),
          eq(projectThreads.bcid, poll.bcid),
          eq(projectThreads.objid, poll.objid),
        ),
      )
      .limit(1);
    if (row && row.version === poll.version) {
      return { objid: poll.objid, version: row.version, changed: false, thread: null };
    }
  }
  await openObjective(db, user, poll.bcid, poll.objid);
  await ensureThread(db, user, poll.bcid, poll.objid);
  return readThread(db, user, poll.bcid, poll.objid);
}
