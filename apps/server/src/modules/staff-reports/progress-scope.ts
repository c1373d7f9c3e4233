import { staffMessages } from '@aula/contract/staff-messages';
import type { ProgressFilter, ProgressLevel } from '@aula/contract/staff-reports';
import { AppError } from '../../platform/app-error.ts';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { courseSwitchesFrom, courseSwitchesSql, teachingScope } from '../course/index.ts';
import { countableObjectIds, courseContent } from '../progress/index.ts';

/** A batch course the report covers, with the group its figures go to and what counts towards it. */
export interface ScopedCourse {
  bcid: string;
  group: string;
  countable: string[];
}

export interface ProgressGroup {
  key: string;
  label: string;
}

export interface ProgressScope {
  level: ProgressLevel;
  programme: string | null;
  batch: string | null;
  /** Every programme, batch or course of the level, in the catalogue's order (with or without learners). */
  groups: ProgressGroup[];
  courses: ScopedCourse[];
}

/** The batch courses of the filter the actor teaches (an admin: all), in the catalogue's order. */
const scopeSql = `select bc.bcid, bc.bpid, b.pid, bc.tid, p.pname, b.title as batch_title,
    coalesce(c.ttitle, bc.tid) as ttitle, ${courseSwitchesSql('bc.oid', 'bc.bcid')} as off
  from batch_courses bc
  join batches b on b.oid = bc.oid and b.bpid = bc.bpid
  join programs p on p.oid = b.oid and p.pid = b.pid
  left join courses c on c.oid = bc.oid and c.tid = bc.tid
  where bc.oid = $1::text and ($2::text[] is null or bc.tid = any($2::text[]))
    and ($3::text is null or b.pid = $3::text) and ($4::text is null or bc.bpid = $4::text)
    and ($5::text is null or bc.bcid = $5::text)
  order by p.pname, b.starts_at, b.bpid, bc.position, bc.bcid`;

interface ScopeRow {
  bcid: string;
  bpid: string;
  pid: string;
  tid: string;
  pname: string;
  batch_title: string;
  ttitle: string;
  off: unknown;
}

function levelOf(filter: ProgressFilter): ProgressLevel {
  if (filter.bpid || filter.bcid) return 'course';
  return filter.pid ? 'batch' : 'programme';
}

/**
 * What the progress report of `filter` covers for `actor`: an instructor's taught courses (ADR 0071's
 * scope), an admin's organisation. A programme or batch with none of the actor's courses is refused as
 * one that does not exist (404), as the policies refuse an id outside the scope.
 */
export async function progressScope(
  db: Db,
  actor: SessionUser,
  filter: ProgressFilter,
): Promise<ProgressScope> {
  const scope = teachingScope(actor);
  const rows = (await preparedRunnerOf(db)(scopeSql, [
    actor.oid,
    scope === 'all' ? null : scope,
    filter.pid ?? null,
    filter.bpid ?? null,
    filter.bcid ?? null,
  ])) as unknown as ScopeRow[];
  if (rows.length === 0 && filter.bpid)
    throw new AppError('NOT_FOUND', staffMessages.noSuchBatch, { bpid: 'no such batch' });
  if (rows.length === 0 && filter.pid) {
    throw new AppError('NOT_FOUND', staffMessages.noSuchProgramme, { pid: 'no such programme' });
  }
  const level = levelOf(filter);
  const groups = new Map<string, string>();
  const courses: ScopedCourse[] = [];
  // Each course's content once (cached per server, ADR 0051), read side by side.
  const tids = [...new Set(rows.map((row) => row.tid))];
  const contents = new Map(
    await Promise.all(tids.map(async (tid) => [tid, await courseContent(db, actor.oid, tid)] as const)),
  );
  for (const row of rows) {
    const key = level === 'programme' ? row.pid : level === 'batch' ? row.bpid : row.bcid;
    const label =
      level === 'programme' ? htmlToText(row.pname) : level === 'batch' ? row.batch_title : row.ttitle;
    if (!groups.has(key)) groups.set(key, label);
    const content = contents.get(row.tid);
    courses.push({
      bcid: row.bcid,
      group: key,
      countable: countableObjectIds(content?.details ?? null, courseSwitchesFrom(row.off)),
    });
  }
  const first = rows[0];
  return {
    level,
    programme: first && (filter.pid || filter.bpid || filter.bcid) ? htmlToText(first.pname) : null,
    batch: first && (filter.bpid || filter.bcid) ? first.batch_title : null,
    groups: [...groups].map(([key, label]) => ({ key, label })),
    courses,
  };
}
