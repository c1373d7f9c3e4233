import { and, eq } from 'drizzle-orm';
import { miniAssignments } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

export type MiniAssignmentRow = typeof miniAssignments.$inferSelect;

/** The learner's own submission of a mini assignment, if any. */
export async function findMiniAssignment(
  db: Db,
  user: SessionUser,
  { bcid, quizid }: { bcid: string; quizid: string },
): Promise<MiniAssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(miniAssignments)
    .where(
      and(
        eq(miniAssignments.oid, user.oid),
        eq(miniAssignments.eid, user.eid),
        eq(miniAssignments.bcid, bcid),
        eq(miniAssignments.quizid, quizid),
      ),
    );
  return row;
}
