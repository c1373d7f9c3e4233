import { type Machine, machineSection } from '../lib/machine.ts';
import type { Latencies, ProgressBenchResult, ProgressMeasurement } from './run-progress-bench.ts';

/** Issue 10: the progress read and a sync at p95 <= 20 ms with a million progress rows. */
export const progressP95TargetMs = 20;

const calls: { key: keyof Omit<ProgressMeasurement, 'connections'>; name: string }[] = [
  { key: 'totalProgress', name: 'GET_USER_PROGRESS (`getUserTotalProgress`)' },
  { key: 'courseProgress', name: "the player's course read (`getUserCourseProgress`)" },
  { key: 'sync', name: 'SYNC_USER_PROGRESS, Mark Complete (`syncUserProgress`)' },
];

function verdict(latencies: Latencies): string {
  if (latencies.errors > 0) return `not met (${latencies.errors} errors, the first: ${latencies.firstError})`;
  return latencies.p95Ms <= progressP95TargetMs ? 'met' : `not met (p95 ${latencies.p95Ms} ms)`;
}

/** Met when every call at every number of connections kept p95 within the target, without an error. */
export function progressVerdict(result: ProgressBenchResult): string {
  if (!result.measurements) return `not measured (${result.skipped ?? 'no result'})`;
  const misses = result.measurements.flatMap((measurement) =>
    calls
      .filter(({ key }) => verdict(measurement[key]) !== 'met')
      .map(({ key }) => `${key} at ${measurement.connections} connection(s)`),
  );
  return misses.length === 0 ? 'met' : `not met: ${misses.join(', ')}`;
}

export function progressReport(
  result: ProgressBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
  command: string,
): string {
  const { settings, generated, tableRows } = result;
  const header = [
    `# Progress at scale, ${date}: progress reads and Mark Complete with a million progress rows`,
    '',
    `On a fresh PostgreSQL database (server ${settings.postgresServer}, PostgreSQL ${result.serverVersion ?? 'unknown'}), ` +
      'the built server (production mode) loads the demo; the bench then writes generated learners beside it ' +
      "with generate_series, each enrolled in one of the demo's batches (in turn) and each course of it reached " +
      'up to a random point: nothing, part-way (every object before complete with a time spent, the one at it in ' +
      'progress, opened ten minutes before) or all of it (tp 2), with the course row of where they were last. ' +
      `Then VACUUM ANALYZE, and ${settings.learners} generated learners per measurement, chosen at random among those with a ` +
      'non-quiz object in progress, get a session each. Each learner makes each call once, with the given ' +
      'number of calls in flight, timed over HTTP from sending to the whole answer read (after 400 warm-up reads ' +
      'by other learners). Mark Complete records 60 s on the object the learner has open: every sync is a real ' +
      'write under the progress rules. Target (issue 10): p95 <= ' +
      `${progressP95TargetMs} ms for the progress read and for a sync.`,
    '',
    `Reproduce: \`${command}\`.`,
    '',
  ];
  if (!result.measurements || !generated || !tableRows) {
    return [...header, `Not measured: ${result.skipped ?? 'no result'}.`, ''].join('\n');
  }
  const rows = result.measurements.flatMap((measurement) =>
    calls.map(({ key, name }) => {
      const latencies = measurement[key];
      return (
        `| ${name} | ${measurement.connections} | ${latencies.requests} | ${latencies.p50Ms} ms | ` +
        `**${latencies.p95Ms} ms** | ${latencies.p99Ms} ms | ${latencies.maxMs} ms | ` +
        `${latencies.serverCpuMsPerCall === undefined ? 'n/a' : `${latencies.serverCpuMsPerCall} ms`} | ` +
        `${latencies.errors} | ${verdict(latencies)} |`
      );
    }),
  );
  return [
    ...header,
    `Generated: ${generated.objectRows} object progress rows and ${generated.courseRows} course rows for ` +
      `${generated.learners} learners in ${generated.seconds} s. Rows when measured: ` +
      `${Object.entries(tableRows)
        .map(([table, count]) => `${table} ${count}`)
        .join(', ')}.`,
    '',
    '| call | connections | requests | p50 | p95 | p99 | max | server CPU per call | errors | target p95 <= 20 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Overall: **${progressVerdict(result)}**.`,
    '',
    ...(result.databaseReads
      ? [
          `The progress queries alone, straight to PostgreSQL on one connection for the same ${result.databaseReads.requests} ` +
            "learners (the learner's rows in the course, the course row, where they were last; three round trips): " +
            `p50 ${result.databaseReads.p50Ms} ms, p95 ${result.databaseReads.p95Ms} ms, p99 ${result.databaseReads.p99Ms} ms.`,
          '',
        ]
      : []),
    'Server CPU per call: the CPU time of the server process (user and system, from /proc) over a measurement, ' +
      'divided by its calls (the server runs on one core): what a call costs the server, which other work on a ' +
      'shared machine moves far less than the latencies.',
    '',
    '## Query plans',
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the reads these calls make, for one generated learner, after the run.',
    '',
    ...(result.plans ?? []).flatMap(({ query, plan }) => [`${query}:`, '', '```text', plan, '```', '']),
    machineSection(machine, versions),
    '',
  ].join('\n');
}
