import type { Input, Output } from '@aula/contract/operation';
import {
  type exportAssessmentReport,
  type getAssessmentReport,
  scoreBands,
} from '@aula/contract/staff-reports';
import type { Db } from '../../platform/db.ts';
import { assessmentStatistics } from '../assessments/index.ts';
import { toCsv } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** Band of a score in percent: 0-9 % is 0, ..., 90-100 % is 9. */
const bandOf = (score: number) => Math.min(scoreBands - 1, Math.max(0, Math.floor(score / 10)));

/** The distribution and item analysis of a taught assessment (the `assessment` policy has run). */
export async function assessmentReport(
  db: Db,
  oid: string,
  { assessid }: Input<typeof getAssessmentReport>,
): Promise<Output<typeof getAssessmentReport>> {
  const statistics = await assessmentStatistics(db, oid, assessid);
  const bands = Array.from({ length: scoreBands }, () => 0);
  for (const score of statistics.scores) bands[bandOf(score)] = (bands[bandOf(score)] ?? 0) + 1;
  return {
    title: statistics.title,
    attempts: statistics.scores.length,
    bands,
    items: statistics.items.map((item, index) => ({
      ...item,
      n: index + 1,
      facility: rounded(item.facility),
      discrimination: rounded(item.discrimination),
    })),
  };
}

/** The band's name as the table shows it: "0-9 %", ..., "90-100 %". */
export const bandName = (band: number) => `${band * 10}-${band === scoreBands - 1 ? 100 : band * 10 + 9} %`;

/** One table of the report as CSV; question texts are authored, neutralised against formulas by toCsv. */
export async function assessmentReportCsv(
  db: Db,
  oid: string,
  body: Input<typeof exportAssessmentReport>,
  now: Date,
): Promise<Output<typeof exportAssessmentReport>> {
  const [report, time] = await Promise.all([assessmentReport(db, oid, body), universityTimeOf(db, oid)]);
  const csv =
    body.table === 'scores'
      ? toCsv(
          ['Score', 'Attempts'],
          report.bands.map((count, band) => [bandName(band), count]),
        )
      : toCsv(
          ['Question', 'Text', 'Facility', 'Discrimination (point-biserial)'],
          report.items.map((item) => [`Q${item.n}`, item.question, item.facility, item.discrimination]),
        );
  return {
    filename: `assessment-${body.assessid}-${body.table}-${time.day(now)}.csv`,
    csv,
    truncated: false,
  };
}
