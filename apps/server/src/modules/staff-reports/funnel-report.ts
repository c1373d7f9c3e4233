import type { Input, Output } from '@aula/contract/operation';
import type {
  exportFunnelReport,
  FunnelWeek,
  getFunnelReport,
  listFunnelProgrammes,
} from '@aula/contract/staff-reports';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { admissionScope, programsInScope } from '../admissions/index.ts';
import { toCsv } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { rangeOf } from './report-range.ts';

/*
 * Each step counted in the week it happened at the university (weeks start on Monday): an application
 * started (created), submitted (its submission time), returned for changes or approved (a counsellor's
 * decision, ADR 0067). Of the programmes of the actor's admissions scope, or the one the filter names.
 */
const funnelSql = `with steps as (
    select 'started' as step, a.created_at as at from applications a
      where a.oid = $1::text and ($2::text[] is null or a.pid = any($2::text[]))
    union all
    select 'submitted', a.submitted_at from applications a
      where a.oid = $1::text and a.submitted_at is not null and ($2::text[] is null or a.pid = any($2::text[]))
    union all
    select case d.decision when 'approve' then 'approved' else 'returned' end, d.decided_at
      from application_decisions d
      join applications a on a.oid = d.oid and a.applicationid = d.applicationid
      where d.oid = $1::text and d.decision in ('approve', 'return')
        and ($2::text[] is null or a.pid = any($2::text[]))
  )
  select to_char(date_trunc('week', at at time zone $3::text), 'YYYY-MM-DD') as week,
    (count(*) filter (where step = 'started'))::int as started,
    (count(*) filter (where step = 'submitted'))::int as submitted,
    (count(*) filter (where step = 'returned'))::int as returned,
    (count(*) filter (where step = 'approved'))::int as approved
  from steps
  where ($4::timestamptz is null or at >= $4::timestamptz) and ($5::timestamptz is null or at <= $5::timestamptz)
  group by 1 order by 1`;

/** The programmes the funnel may be narrowed to: those of the actor's admissions scope. */
export async function funnelProgrammes(
  db: Db,
  actor: SessionUser,
): Promise<Output<typeof listFunnelProgrammes>> {
  return { programs: await programsInScope(db, actor.oid, admissionScope(actor)) };
}

/** The funnel of `filter`, one row per week with something in it, oldest first. */
export async function funnelReport(
  db: Db,
  actor: SessionUser,
  filter: Input<typeof getFunnelReport>,
): Promise<Output<typeof getFunnelReport>> {
  const time = await universityTimeOf(db, actor.oid);
  const range = rangeOf(time, filter);
  const scope = admissionScope(actor);
  // The `program` policy has checked a named programme against the scope.
  const pids = filter.pid ? [filter.pid] : scope === 'all' ? null : scope;
  if (pids !== null && pids.length === 0) return { weeks: [] };
  const weeks = (await preparedRunnerOf(db)(funnelSql, [
    actor.oid,
    pids,
    time.timeZone,
    range.from,
    range.to,
  ])) as unknown as FunnelWeek[];
  return { weeks };
}

/** The same weeks as CSV. */
export async function funnelReportCsv(
  db: Db,
  actor: SessionUser,
  filter: Input<typeof exportFunnelReport>,
  now: Date,
): Promise<Output<typeof exportFunnelReport>> {
  const [{ weeks }, time] = await Promise.all([
    funnelReport(db, actor, filter),
    universityTimeOf(db, actor.oid),
  ]);
  return {
    filename: `application-funnel-${time.day(now)}.csv`,
    csv: toCsv(
      ['Week starting', 'Started', 'Submitted', 'Returned', 'Approved'],
      weeks.map((row) => [row.week, row.started, row.submitted, row.returned, row.approved]),
    ),
    truncated: false,
  };
}
