import type { CalendarEvent } from '@aula/contract/events';
import { and, asc, eq, exists, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/content.ts';
import { learnerCourses } from '../../db/schema/enrolments.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The learner reaches an event of their batch: the batch's own (no tid), or one of a course they study
 * there (the one enrolment scope, ADR 0069; course events are ADR 0077's).
 */
export function eventReachedBy(db: Db, oid: string, eid: string): SQL | undefined {
  return or(
    isNull(events.tid),
    exists(
      db
        .select({ one: learnerCourses.tid })
        .from(learnerCourses)
        .where(
          and(
            eq(learnerCourses.oid, oid),
            eq(learnerCourses.eid, eid),
            eq(learnerCourses.bpid, events.bpid),
            eq(learnerCourses.tid, events.tid),
          ),
        ),
    ),
  );
}

/** The events of the given batches the learner reaches, by day then title (the batches are checked by the caller). */
export async function listEvents(
  db: Db,
  user: { oid: string; eid: string },
  bpids: readonly string[],
): Promise<CalendarEvent[]> {
  const { oid } = user;
  if (bpids.length === 0) return [];
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.oid, oid), inArray(events.bpid, [...bpids]), eventReachedBy(db, oid, user.eid)))
    .orderBy(asc(events.start), asc(events.title), asc(events.evid));
  return rows.map((row) => ({
    evid: row.evid,
    bpid: row.bpid,
    title: row.title,
    start: row.start,
    ...(row.link ? { link: row.link } : {}),
  }));
}
