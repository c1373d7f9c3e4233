import { type HallTicket, hallTicketFilePath } from '@aula/contract/hall-tickets';
import { and, asc, eq } from 'drizzle-orm';
import { hallTickets } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** The learner's hall tickets (the spec's hallticketInfo), by batch and name, each with its file's address. */
export async function listHallTickets(db: Db, user: SessionUser): Promise<{ hallticketInfo: HallTicket[] }> {
  const rows = await db
    .select({ bpid: hallTickets.bpid, hallticketName: hallTickets.hallticketName })
    .from(hallTickets)
    .where(and(eq(hallTickets.oid, user.oid), eq(hallTickets.eid, user.eid)))
    .orderBy(asc(hallTickets.bpid), asc(hallTickets.hallticketName));
  return {
    hallticketInfo: rows.map((row) => ({
      ...row,
      fileUrl: hallTicketFilePath(row.bpid, row.hallticketName),
    })),
  };
}
