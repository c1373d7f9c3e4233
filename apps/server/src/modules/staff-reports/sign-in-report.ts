import { loginEventType } from '@aula/contract/analytics';
import type { Input, Output } from '@aula/contract/operation';
import type { exportSignInReport, getSignInReport, SignInDay } from '@aula/contract/staff-reports';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import { toCsv } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { rangeOf } from './report-range.ts';

/** Sign-ins (one 'Authenticated Login' per session, ADR of the analytics events) per day at the university. */
const signInsSql = `select to_char(occurred_at at time zone $3::text, 'YYYY-MM-DD') as day, count(*)::int as "signIns"
  from analytics_events
  where oid = $1::text and event_type = $2::text
    and ($4::timestamptz is null or occurred_at >= $4::timestamptz)
    and ($5::timestamptz is null or occurred_at <= $5::timestamptz)
  group by 1 order by 1`;

/** Sign-ins per day of the organisation between the filter's days; days without one are absent. */
export async function signInReport(
  db: Db,
  oid: string,
  filter: Input<typeof getSignInReport>,
): Promise<Output<typeof getSignInReport>> {
  const time = await universityTimeOf(db, oid);
  const range = rangeOf(time, filter);
  const days = (await preparedRunnerOf(db)(signInsSql, [
    oid,
    loginEventType,
    time.timeZone,
    range.from,
    range.to,
  ])) as unknown as SignInDay[];
  return { days };
}

/** The same days as CSV. */
export async function signInReportCsv(
  db: Db,
  oid: string,
  filter: Input<typeof exportSignInReport>,
  now: Date,
): Promise<Output<typeof exportSignInReport>> {
  const [{ days }, time] = await Promise.all([signInReport(db, oid, filter), universityTimeOf(db, oid)]);
  return {
    filename: `sign-ins-${time.day(now)}.csv`,
    csv: toCsv(
      ['Day', 'Sign-ins'],
      days.map((row) => [row.day, row.signIns]),
    ),
    truncated: false,
  };
}
