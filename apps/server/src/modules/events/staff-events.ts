import { randomUUID } from 'node:crypto';
import type { SaveEventBody, StaffEvent } from '@aula/contract/staff-announcements';
import { and, asc, eq } from 'drizzle-orm';
import { events } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { auditPost, ofTarget, resolvePostTarget, type StaffChange } from '../announcements/index.ts';

/*
 * Staff events (ADR 0077): a course's or, for an admin, a whole batch's calendar events. They are the
 * learner's events (getEvents, the iCalendar feed), a course's shown only to those who study it.
 */

type Target = { bcid?: string | undefined; bpid?: string | undefined };
type EventRow = typeof events.$inferSelect;

const toStaffEvent = (row: EventRow): StaffEvent => ({
  evid: row.evid,
  bpid: row.bpid,
  ...(row.tid ? { tid: row.tid } : {}),
  title: row.title,
  start: row.start,
  ...(row.link ? { link: row.link } : {}),
});

const auditState = (row: EventRow) => ({
  evid: row.evid,
  title: row.title,
  start: row.start,
  link: row.link,
});

const notFound = () =>
  new AppError('NOT_FOUND', 'There is no such event in that course.', { evid: 'no such event' });

export async function listStaffEvents(
  db: Db,
  actor: SessionUser,
  body: Target,
): Promise<{ rows: StaffEvent[] }> {
  const target = await resolvePostTarget(db, actor.oid, body);
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.oid, actor.oid), ofTarget(events, target)))
    .orderBy(asc(events.start), asc(events.title), asc(events.evid));
  return { rows: rows.map(toStaffEvent) };
}

/** Adds an event to the course or batch, or edits `evid` of it; with its audit line. */
export async function saveStaffEvent(
  db: Db,
  actor: SessionUser,
  body: SaveEventBody,
  change: StaffChange,
): Promise<{ evid: string }> {
  const target = await resolvePostTarget(db, actor.oid, body);
  const columns = { title: body.title, start: body.start, link: body.link ?? null };
  return db.transaction(async (tx) => {
    if (body.evid === undefined) {
      const evid = `ev-${randomUUID()}`;
      const [after] = await tx
        .insert(events)
        .values({ ...columns, oid: actor.oid, evid, bpid: target.bpid, tid: target.tid })
        .returning();
      await auditPost(tx, actor, target, change, {
        action: 'event.add',
        before: null,
        after: after ? auditState(after) : null,
      });
      return { evid };
    }
    const mine = and(eq(events.oid, actor.oid), eq(events.evid, body.evid), ofTarget(events, target));
    const [before] = await tx.select().from(events).where(mine).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(events).set(columns).where(mine).returning();
    await auditPost(tx, actor, target, change, {
      action: 'event.edit',
      before: auditState(before),
      after: after ? auditState(after) : null,
    });
    return { evid: body.evid };
  });
}

/** Deletes event `evid` of the course or batch; with its audit line. */
export async function deleteStaffEvent(
  db: Db,
  actor: SessionUser,
  body: Target & { evid: string },
  change: StaffChange,
): Promise<{ deleted: true }> {
  const target = await resolvePostTarget(db, actor.oid, body);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(events)
      .where(and(eq(events.oid, actor.oid), eq(events.evid, body.evid), ofTarget(events, target)))
      .returning();
    if (!before) throw notFound();
    await auditPost(tx, actor, target, change, {
      action: 'event.delete',
      before: auditState(before),
      after: null,
    });
  });
  return { deleted: true };
}
