import { and, eq } from 'drizzle-orm';
import { hallTickets } from '../../db/schema/records.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

export type HallTicketRow = typeof hallTickets.$inferSelect;

/**
 * The signed-in learner's own hall ticket of batch `bpid` named `hallticketName`. Another learner's
 * ticket is not found either: the answer never tells whether somebody else has one of that name.
 */
export async function findOwnHallTicket(
  db: Db,
  user: SessionUser,
  bpid: string,
  hallticketName: string,
): Promise<HallTicketRow> {
  const [row] = await db
    .select()
    .from(hallTickets)
    .where(
      and(
        eq(hallTickets.oid, user.oid),
        eq(hallTickets.eid, user.eid),
        eq(hallTickets.bpid, bpid),
        eq(hallTickets.hallticketName, hallticketName),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such hall ticket.');
  return row;
}
