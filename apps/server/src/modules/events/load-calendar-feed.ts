import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { events } from '../../db/schema/content.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { programTitle } from '../programs/index.ts';
import { eventReachedBy } from './list-events.ts';
import type { FeedCalendar, FeedEvent } from './render-icalendar.ts';

/** An event's link as an absolute http(s) address (portal paths are made absolute), or nothing. */
function absoluteLink(link: string | null, baseUrl: string): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, `${baseUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The calendar behind a feed token: every event of the owner's enrolled batches they reach (a course's
 * only when they study it), whatever batches the
 * web app would ask for. Null for a token no feed has (renewed, revoked, or never issued).
 */
export async function loadCalendarFeed(
  db: Db,
  token: string,
  baseUrl: string,
  now: Date,
): Promise<FeedCalendar | null> {
  const [owner] = await db
    .select({ oid: users.oid, eid: users.eid, profile: organisations.profile })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(organisations, eq(organisations.oid, users.oid))
    .where(eq(calendarFeeds.token, token));
  if (!owner) return null;

  const rows = await db
    .select({
      evid: events.evid,
      title: events.title,
      start: events.start,
      link: events.link,
      ptitle: programTitle(),
    })
    .from(events)
    .innerJoin(
      enrolments,
      and(eq(enrolments.oid, events.oid), eq(enrolments.bpid, events.bpid), eq(enrolments.eid, owner.eid)),
    )
    .innerJoin(batches, and(eq(batches.oid, events.oid), eq(batches.bpid, events.bpid)))
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .where(and(eq(events.oid, owner.oid), eventReachedBy(db, owner.oid, owner.eid)))
    .orderBy(asc(events.start), asc(events.title));

  const feedEvents = rows.map((row): FeedEvent => {
    const url = absoluteLink(row.link, baseUrl);
    return {
      uid: `${row.evid}.${owner.oid}@aula`,
      day: row.start,
      summary: row.title,
      description: url ? `${row.ptitle}\n${url}` : row.ptitle,
      ...(url ? { url } : {}),
    };
  });
  return { name: owner.profile.name, stamp: now, events: feedEvents };
}
