import type { CalendarEvent } from '@aula/contract/events';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { events } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';

/** The events of the given batches of one organisation, by day then title (no access check here). */
export async function listEvents(db: Db, oid: string, bpids: readonly string[]): Promise<CalendarEvent[]> {
  if (bpids.length === 0) return [];
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.oid, oid), inArray(events.bpid, [...bpids])))
    .orderBy(asc(events.start), asc(events.title), asc(events.evid));
  return rows.map((row) => ({
    evid: row.evid,
    bpid: row.bpid,
    title: row.title,
    start: row.start,
    ...(row.link ? { link: row.link } : {}),
  }));
}
