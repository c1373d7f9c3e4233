import { type Machine, machineSection } from '../lib/machine.ts';
import type { Latencies } from '../progress/run-progress-bench.ts';
import type { ReportsBenchResult } from './run-reports-bench.ts';

/** ADR 0085: each staff report answers in p95 <= 1 s at 100,000 learners and 1,000,000 progress rows. */
export const reportsP95TargetMs = 1000;

function verdict(latencies: Latencies): string {
  if (latencies.errors > 0) return `not met (${latencies.errors} errors, the first: ${latencies.firstError})`;
  return latencies.p95Ms <= reportsP95TargetMs ? 'met' : `not met (p95 ${latencies.p95Ms} ms)`;
}

/** Met when every report kept p95 within the target, without an error. */
export function reportsVerdict(result: ReportsBenchResult): string {
  if (!result.measurements) return `not measured (${result.skipped ?? 'no result'})`;
  const misses = result.measurements.filter(({ latencies }) => verdict(latencies) !== 'met');
  return misses.length === 0 ? 'met' : `not met: ${misses.map(({ name }) => name).join(', ')}`;
}

export function reportsReport(
  result: ReportsBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
  command: string,
): string {
  const { settings, generated, tableRows } = result;
  const header = [
    `# Staff reports at scale, ${date}`,
    '',
    `On a fresh PostgreSQL database (server ${settings.postgresServer}, PostgreSQL ${result.serverVersion ?? 'unknown'}), ` +
      "the built server (production mode) loads the demo; the progress bench's generator then writes learners " +
      `beside it until ${settings.rows} object progress rows exist, and each generated learner gets an application ` +
      '(created over 26 weeks, four in five submitted, then returned or approved as decision rows) and five ' +
      "sign-ins over 90 days. VACUUM ANALYZE, then the demo admin (the organisation's whole scope) asks each " +
      `report ${settings.calls} times, one call at a time, after two warm-up calls, timed over HTTP from sending to ` +
      `the whole answer read. Target (ADR 0085): p95 <= ${reportsP95TargetMs} ms for each report.`,
    '',
    `Reproduce: \`${command}\`.`,
    '',
  ];
  if (!result.measurements || !generated || !tableRows) {
    return [...header, `Not measured: ${result.skipped ?? 'no result'}.`, ''].join('\n');
  }
  const rows = result.measurements.map(({ name, operation, latencies }) => {
    const cpu = latencies.serverCpuMsPerCall === undefined ? 'n/a' : `${latencies.serverCpuMsPerCall} ms`;
    return (
      `| ${name} (\`${operation}\`) | ${latencies.requests} | ${latencies.p50Ms} ms | **${latencies.p95Ms} ms** | ` +
      `${latencies.maxMs} ms | ${cpu} | ${latencies.errors} | ${verdict(latencies)} |`
    );
  });
  return [
    ...header,
    `Generated: ${generated.objectRows} object progress rows and ${generated.courseRows} course rows for ` +
      `${generated.learners} learners in ${generated.seconds} s; ${generated.reports.applications} applications, ` +
      `${generated.reports.decisions} decisions and ${generated.reports.signIns} sign-ins in ` +
      `${generated.reports.seconds} s. Rows when measured: ` +
      `${Object.entries(tableRows)
        .map(([table, count]) => `${table} ${count}`)
        .join(', ')}.`,
    '',
    `| report | requests | p50 | p95 | max | server CPU per call | errors | target p95 <= ${reportsP95TargetMs} ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Overall: **${reportsVerdict(result)}**.`,
    '',
    machineSection(machine, versions),
    '',
  ].join('\n');
}
