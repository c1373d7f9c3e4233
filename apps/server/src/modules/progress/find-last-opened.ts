import type { LastOpened } from '@aula/contract/progress';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import { locateObject } from './course-objects.ts';
import { courseContent, type Learner, programTexts } from './progress-queries.ts';

/**
 * The course row the learner opened last, in a batch they are still enrolled in, of a program that
 * exists (its texts come from the structure cache).
 */
const lastOpenedSql = `
select cp.bcid, cp.last_objid, extract(epoch from cp.last_opened_at)::float8 * 1000 as opened_ms,
  bc.bpid, bc.tid, e.pid
from course_progress cp
join batch_courses bc on bc.oid = cp.oid and bc.bcid = cp.bcid
join enrolments e on e.oid = cp.oid and e.eid = cp.eid and e.bpid = bc.bpid
join courses c on c.oid = bc.oid and c.tid = bc.tid
join programs p on p.oid = e.oid and p.pid = e.pid
where cp.oid = $1::text and cp.eid = $2::text and cp.last_objid is not null and cp.last_opened_at is not null
order by cp.last_opened_at desc
limit 1`;

/**
 * The learning object the learner opened last, in a batch they are still enrolled in, with the titles
 * of its program, course, unit and nugget (course and program from the structure cache); null when they
 * have opened nothing (or the object has since left the course).
 */
export async function findLastOpened(db: Db, { oid, eid }: Learner): Promise<LastOpened | null> {
  const [row] = await preparedRunnerOf(db)(lastOpenedSql, [oid, eid]);
  if (!row) return null;
  const objid = row.last_objid as string;
  const pid = row.pid as string;
  const [content, program] = await Promise.all([
    courseContent(db, oid, row.tid as string),
    programTexts(db, oid, pid),
  ]);
  const located = content && locateObject(content.details, objid);
  if (!content || !located || !program) return null;
  return {
    pid,
    bpid: row.bpid as string,
    bcid: row.bcid as string,
    tid: row.tid as string,
    ptitle: program.details.ptitle ?? program.pname,
    ttitle: content.ttitle,
    objid,
    openedAt: new Date(row.opened_ms as number).toISOString(),
    ...located,
  };
}
