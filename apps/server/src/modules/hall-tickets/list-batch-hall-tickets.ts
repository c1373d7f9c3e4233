import type { BatchHallTicket, RecordBatch } from '@aula/contract/staff-hall-tickets';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import { hallTickets } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';

/** The organisation's batches, newest first, each with its programme's title and its learners. */
export async function listRecordBatches(db: Db, oid: string): Promise<{ batches: RecordBatch[] }> {
  const rows = await db
    .select({
      bpid: batches.bpid,
      batch: batches.title,
      pname: programs.pname,
      ptitle: sql<string | null>`${programs.details}->>'ptitle'`,
      learners: count(enrolments.eid),
    })
    .from(batches)
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .leftJoin(enrolments, and(eq(enrolments.oid, batches.oid), eq(enrolments.bpid, batches.bpid)))
    .where(eq(batches.oid, oid))
    .groupBy(batches.bpid, batches.title, batches.startsAt, programs.pname, programs.details)
    .orderBy(desc(batches.startsAt), asc(batches.bpid));
  return {
    batches: rows.map(({ pname, ptitle, ...row }) => ({
      ...row,
      programme: ptitle ?? pname.replace(/<[^>]*>/g, ''),
    })),
  };
}

/** The batch's learners by name, each with their latest hall ticket of it, if any. */
export async function listBatchHallTickets(
  db: Db,
  oid: string,
  bpid: string,
): Promise<{ learners: BatchHallTicket[] }> {
  const rows = await db
    .select({
      eid: enrolments.eid,
      name: users.name,
      hallticketName: hallTickets.hallticketName,
      issuedAt: hallTickets.createdAt,
    })
    .from(enrolments)
    .innerJoin(users, and(eq(users.oid, enrolments.oid), eq(users.eid, enrolments.eid)))
    .leftJoin(
      hallTickets,
      and(
        eq(hallTickets.oid, enrolments.oid),
        eq(hallTickets.eid, enrolments.eid),
        eq(hallTickets.bpid, enrolments.bpid),
      ),
    )
    .where(and(eq(enrolments.oid, oid), eq(enrolments.bpid, bpid)))
    .orderBy(asc(users.name), asc(enrolments.eid), desc(hallTickets.createdAt));
  const latest = new Map<string, BatchHallTicket>();
  for (const row of rows) {
    if (latest.has(row.eid)) continue;
    latest.set(row.eid, { ...row, issuedAt: row.issuedAt?.toISOString() ?? null });
  }
  return { learners: [...latest.values()] };
}
