import type { AcademicSchedule } from '@aula/contract/program-info';
import { and, asc, eq } from 'drizzle-orm';
import { events } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { coursesOfBatches } from '../progress/index.ts';
import { enrolledBatch } from './enrolled-batch.ts';
import { scheduleCourses } from './schedule-courses.ts';

/** The academic schedule of a batch the learner is enrolled in: its dates, courses by week and events. */
export async function getAcademicSchedule(
  db: Db,
  user: SessionUser,
  { bpid }: { bpid: string },
): Promise<AcademicSchedule> {
  const batch = await enrolledBatch(db, user, bpid);
  const topics = new Map((batch.details.pcurriculum ?? []).map((topic) => [topic.tid, topic]));
  const rows = await coursesOfBatches(db, user.oid, [bpid]);
  const zone = await universityTimeOf(db, user.oid);
  const psd = zone.day(batch.startsAt);
  const courses = scheduleCourses(
    psd,
    rows.map((row) => ({
      bcid: row.bcid,
      tid: row.tid,
      ttitle: row.ttitle ?? topics.get(row.tid)?.ttitle ?? row.tid,
      tdur: row.tduration ?? topics.get(row.tid)?.tduration ?? 0,
      telective: row.telective,
    })),
  );
  const batchEvents = await db
    .select({ evid: events.evid, title: events.title, start: events.start, link: events.link })
    .from(events)
    .where(and(eq(events.oid, user.oid), eq(events.bpid, bpid)))
    .orderBy(asc(events.start), asc(events.evid));
  return {
    bpid,
    pid: batch.pid,
    ptitle: batch.details.ptitle ?? batch.pname,
    btitle: batch.btitle,
    psd,
    ped: zone.day(batch.endsAt),
    courses,
    events: batchEvents,
  };
}
