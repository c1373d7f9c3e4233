import { randomUUID } from 'node:crypto';
import { notifications } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';

/** What the bell tells one learner of a staff member's decision on their work (spec 3: title, msg, link). */
export interface LearnerNotice {
  oid: string;
  eid: string;
  /** The kind of decision, the start of the notification's id (`project-decision-…`). */
  kind: string;
  title: string;
  msg: string;
  /** A portal path the learner opens it at. */
  link: string | null;
  at: Date;
}

/**
 * Writes learner `eid`'s notification of a staff decision, in the caller's transaction: the decision
 * and its notice are kept or lost together. Texts are plain; the bell shows them as text.
 */
export async function notifyLearner(db: Db, notice: LearnerNotice): Promise<void> {
  await db.insert(notifications).values({
    oid: notice.oid,
    notid: `${notice.kind}-${randomUUID()}`,
    eid: notice.eid,
    title: notice.title,
    msg: notice.msg,
    link: notice.link,
    sdate: notice.at,
  });
}
