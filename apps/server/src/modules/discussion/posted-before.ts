import { and, eq } from 'drizzle-orm';
import type { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/**
 * Whether the learner already posted the question or answer their device numbered `clientId`: a send
 * retried after its answer was lost. The unique index on (oid, eid, client_id) stops two sends racing.
 */
export async function postedBefore(
  db: Db,
  user: SessionUser,
  table: typeof discussionQuestions | typeof discussionAnswers,
  clientId: string | undefined,
): Promise<boolean> {
  if (clientId === undefined) return false;
  const [row] = await db
    .select({ eid: table.eid })
    .from(table)
    .where(and(eq(table.oid, user.oid), eq(table.eid, user.eid), eq(table.clientId, clientId)));
  return row !== undefined;
}
