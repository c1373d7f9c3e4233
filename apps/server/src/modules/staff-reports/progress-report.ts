import type { Input, Output } from '@aula/contract/operation';
import type { exportProgressReport, getProgressReport, ProgressRow } from '@aula/contract/staff-reports';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { toCsv } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { type ProgressScope, progressScope } from './progress-scope.ts';
import { checkDays, type DayRange } from './report-range.ts';

/*
 * One statement for the whole report: the learners of the covered batch courses (the enrolment scope,
 * ADR 0069) enrolled between the filter's days, their complete countable objects (ADR 0008: all of them once the course is complete), then
 * per learner and group, then per group. It reads object_progress once, by its key's organisation prefix,
 * whatever the number of groups.
 */
const figuresSql = `with courses as (
    select * from unnest($2::text[], $3::int[], $4::text[]) as t(bcid, n, grp)
  ),
  countable as (select * from unnest($5::text[], $6::text[]) as c(bcid, objid)),
  studied as (
    select l.eid, l.bcid, t.n, t.grp
    from learner_courses l join courses t on t.bcid = l.bcid
    where l.oid = $1::text
      and (($7::date is null and $8::date is null) or exists (
        select 1 from enrolments e where e.oid = l.oid and e.eid = l.eid and e.bpid = l.bpid
          and e.enrolled_on >= coalesce($7::date, '-infinity') and e.enrolled_on <= coalesce($8::date, 'infinity')))
  ),
  done as (
    select o.eid, o.bcid, count(*)::int as d
    from object_progress o join countable c on c.bcid = o.bcid and c.objid = o.objid
    where o.oid = $1::text and o.op = 2
    group by o.eid, o.bcid
  ),
  per_course as (
    select s.grp, s.eid, s.n, coalesce(cp.tp, 0) = 2 as complete,
      (cp.eid is not null or d.d is not null) as started,
      case when cp.tp = 2 then s.n else least(coalesce(d.d, 0), s.n) end as done
    from studied s
    left join course_progress cp on cp.oid = $1::text and cp.eid = s.eid and cp.bcid = s.bcid
    left join done d on d.eid = s.eid and d.bcid = s.bcid
  ),
  per_learner as (
    select grp, eid, bool_or(started) as started, bool_and(complete) as completed,
      case when sum(n) = 0 then (case when bool_and(complete) then 100.0 else 0.0 end)
        else 100.0 * sum(done) / sum(n) end as progress
    from per_course group by grp, eid
  )
  select grp, count(*)::int as enrolled, (count(*) filter (where started))::int as started,
    (count(*) filter (where completed))::int as completed,
    percentile_cont(0.5) within group (order by progress) as median
  from per_learner group by grp`;

interface FigureRow {
  grp: string;
  enrolled: number;
  started: number;
  completed: number;
  median: number | string;
}

async function figures(
  db: Db,
  oid: string,
  scope: ProgressScope,
  range: DayRange,
): Promise<Map<string, FigureRow>> {
  if (scope.courses.length === 0) return new Map();
  const pairs = scope.courses.flatMap((course) =>
    course.countable.map((objid) => [course.bcid, objid] as const),
  );
  const rows = (await preparedRunnerOf(db)(figuresSql, [
    oid,
    scope.courses.map((course) => course.bcid),
    scope.courses.map((course) => course.countable.length),
    scope.courses.map((course) => course.group),
    pairs.map(([bcid]) => bcid),
    pairs.map(([, objid]) => objid),
    range.from ?? null,
    range.to ?? null,
  ])) as unknown as FigureRow[];
  return new Map(rows.map((row) => [row.grp, row]));
}

/** The report of `filter`: a row per programme, batch or course of the actor's scope, learners or not. */
export async function progressReport(
  db: Db,
  actor: SessionUser,
  filter: Input<typeof getProgressReport>,
): Promise<Output<typeof getProgressReport>> {
  checkDays(filter);
  const scope = await progressScope(db, actor, filter);
  const byGroup = await figures(db, actor.oid, scope, filter);
  const rows: ProgressRow[] = scope.groups.map(({ key, label }) => {
    const row = byGroup.get(key);
    const enrolled = row?.enrolled ?? 0;
    const completed = row?.completed ?? 0;
    return {
      key,
      label,
      enrolled,
      started: row?.started ?? 0,
      completed,
      percent: enrolled > 0 ? Math.floor((completed * 100) / enrolled) : 0,
      medianProgress: row ? Math.round(Number(row.median) * 10) / 10 : 0,
    };
  });
  return { level: scope.level, programme: scope.programme, batch: scope.batch, rows };
}

const levelHeading = { programme: 'Programme', batch: 'Batch', course: 'Course' } as const;

/** The same rows as CSV; names are authored text, neutralised against spreadsheet formulas by toCsv. */
export async function progressReportCsv(
  db: Db,
  actor: SessionUser,
  filter: Input<typeof exportProgressReport>,
  now: Date,
): Promise<Output<typeof exportProgressReport>> {
  const [report, time] = await Promise.all([
    progressReport(db, actor, filter),
    universityTimeOf(db, actor.oid),
  ]);
  const header = [
    levelHeading[report.level],
    'Enrolled',
    'Started',
    'Completed',
    'Completed (%)',
    'Median progress (%)',
  ];
  const rows = report.rows.map((row) => [
    row.label,
    row.enrolled,
    row.started,
    row.completed,
    row.percent,
    row.medianProgress,
  ]);
  return { filename: `progress-report-${time.day(now)}.csv`, csv: toCsv(header, rows), truncated: false };
}
