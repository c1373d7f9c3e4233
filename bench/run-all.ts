// `npm run bench`: the API benchmark, the bundle-size benchmark, Lighthouse, exam day, progress and the staff
// reports at scale, with their reports written to bench/results/{api,size,lighthouse,exam,progress,reports}.{md,json}.
// Targets are reported, never asserted. Settings: BENCH_ONLY=api|size|lighthouse|exam|progress|reports (or a
// comma-separated list; exam-10k, exam-ramp, exam-failover and exam-db-restart run only when named), BENCH_PAIRS, BENCH_DURATION (s),
// BENCH_WARMUP (s), BENCH_CONNECTIONS, BENCH_CALLS (API call names), EXAM_LEARNERS, EXAM_POLLS,
// EXAM_SAVES (per second), EXAM_SECONDS, EXAM_RAMP (exam-ramp's learner counts), FAILOVER_DOWN_SECONDS, PROGRESS_ROWS, PROGRESS_LEARNERS, PROGRESS_CONNECTIONS, REPORTS_ROWS, REPORTS_CALLS, BENCH_SKIP_WEB_BUILD=1, BENCH_RUNS (Lighthouse runs per screen),
// BENCH_SCREENS (Lighthouse screen ids), BENCH_MIN_INDEX (Lighthouse runs on a slower machine are done
// again), BENCH_LABEL (an experiment: reports to bench/.tmp/results/<bench>-<label>.*, e.g. `before`), DATABASE_URL (the PostgreSQL
// server on which a fresh database is made).
import { apiCalls, chosenCalls } from './api/api-calls.ts';
import { apiReport, targetVerdict } from './api/api-report.ts';
import { runApiBench } from './api/run-api-bench.ts';
import { examRampReport, rampVerdict, savesPerLearner } from './exam/exam-ramp-report.ts';
import { examP99TargetMs, examReport, examVerdict } from './exam/exam-report.ts';
import type { ExamLoadResult } from './exam/exam-worker.ts';
import { failoverReport, failoverTargets, failoverVerdict } from './exam/failover-report.ts';
import { runExamBench } from './exam/run-exam-bench.ts';
import { runFailoverBench } from './exam/run-failover-bench.ts';
import { describeMachine, packageVersions } from './lib/machine.ts';
import { runDate, writeResults } from './lib/results.ts';
import { median, percent, round } from './lib/stats.ts';
import { buildWebApp, requireWebBuild } from './lib/web-build.ts';
import { lighthouseReport, lighthouseSummaryLine } from './lighthouse/lighthouse-report.ts';
import { runLighthouseBench } from './lighthouse/run-lighthouse-bench.ts';
import { chosenScreens } from './lighthouse/screens.ts';
import { progressReport, progressVerdict } from './progress/progress-report.ts';
import { runProgressBench } from './progress/run-progress-bench.ts';
import { reportsReport, reportsVerdict } from './reports/reports-report.ts';
import { runReportsBench } from './reports/run-reports-bench.ts';
import { runSizeBench } from './size/run-size-bench.ts';
import { misplacedLibraries, sizeReport, sizeTarget } from './size/size-report.ts';

/** The command that reproduces a named bench with the settings this run was given. */
function benchCommand(bench: string, settingNames: string[]): string {
  const given = settingNames.flatMap((key) => {
    const value = process.env[key];
    if (!value) return [];
    return [value.includes(' ') ? `${key}='${value}'` : `${key}=${value}`];
  });
  return [`BENCH_ONLY=${bench}`, ...given, 'npm run bench'].join(' ');
}

function setting(name: string, fallback: number, minimum: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < minimum)
    throw new Error(`${name} must be a number of at least ${minimum}`);
  return value;
}

if (Number(process.versions.node.split('.')[0]) < 24) {
  throw new Error('Run the benchmarks with `npm run bench` so that they use the pinned Node 24.');
}

const benches = ['api', 'size', 'lighthouse', 'exam', 'progress', 'reports'] as const;
/** Exam day's larger scenarios (issue 26): each takes minutes and HAProxy, so they run only when named. */
const namedOnly = ['exam-10k', 'exam-10k-paced', 'exam-ramp', 'exam-failover', 'exam-db-restart'] as const;
const only = (process.env.BENCH_ONLY ?? '').split(',').filter((name) => name.trim() !== '');
for (const name of only) {
  if (![...benches, ...namedOnly].includes(name as (typeof benches)[number])) {
    throw new Error(`BENCH_ONLY names ${name}; the benchmarks are ${[...benches, ...namedOnly].join(', ')}`);
  }
}
const runs = (bench: (typeof benches)[number]) => only.length === 0 || only.includes(bench);
const named = (bench: (typeof namedOnly)[number]) => only.includes(bench);
const date = runDate();
const machine = describeMachine();
const summary: string[] = [];
if (machine.loadAtStart > machine.cores / 2) {
  console.log(`Note: the machine is busy (load average ${machine.loadAtStart}); the numbers will be noisy.`);
}

if (runs('api')) {
  const result = await runApiBench({
    pairs: setting('BENCH_PAIRS', 5, 1),
    durationSeconds: setting('BENCH_DURATION', 5, 1),
    warmupSeconds: setting('BENCH_WARMUP', 3, 1),
    connections: setting('BENCH_CONNECTIONS', 20, 1),
    postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    calls: chosenCalls(process.env.BENCH_CALLS),
  });
  const versions = packageVersions([
    'fastify',
    'autocannon',
    'postgres',
    '@electric-sql/pglite',
    'drizzle-orm',
  ]);
  const postgres = result.databases.find((database) => database.database === 'postgres')?.serverVersion;
  if (postgres) versions['PostgreSQL server'] = postgres;
  const files = writeResults('api', apiReport(result, machine, versions, date), {
    date,
    machine,
    versions,
    targets: Object.fromEntries(apiCalls.flatMap((call) => (call.target ? [[call.name, call.target]] : []))),
    ...result,
  });
  for (const database of result.databases) {
    if (database.skipped) {
      summary.push(`API on ${database.database}: skipped (${database.skipped})`);
      continue;
    }
    for (const call of database.calls) {
      if (call.skipped) {
        summary.push(`API ${call.name} on ${database.database}: skipped (${call.skipped})`);
        continue;
      }
      const p50 = median(call.pairs.map((pair) => pair.aula.p50Ms));
      const p99 = median(call.pairs.map((pair) => pair.aula.p99Ms));
      const verdict = targetVerdict(call, database.database);
      summary.push(
        `API ${call.name} on ${database.database}: Aula ${Math.round(call.medianAulaRps)} req/s (p50 ${p50} ms, ` +
          `p99 ${p99} ms), hello ${Math.round(call.medianHelloRps)} req/s, ` +
          `median ratio ${percent(call.medianRatio)}` +
          (call.medianCpuRatio === undefined ? '' : `, CPU ratio ${percent(call.medianCpuRatio)}`) +
          (verdict ? `; ${verdict}` : ''),
      );
    }
  }
  summary.push(`  written: ${files.join(', ')}`);
}

// The web app is built once for the benchmarks that open it.
if (runs('size') || runs('lighthouse')) {
  if (process.env.BENCH_SKIP_WEB_BUILD === '1') requireWebBuild();
  else {
    console.log('Building the web app');
    buildWebApp();
  }
}

if (runs('size')) {
  const result = await runSizeBench();
  const versions = packageVersions(['vite', 'react', 'react-dom', '@mui/material', '@emotion/react']);
  versions.Chromium = result.chromium;
  const files = writeResults('size', sizeReport(result, machine, versions, date), {
    date,
    machine,
    versions,
    targets: { maximumRatioToFloor: sizeTarget },
    ...result,
  });
  summary.push(
    `Landing page JavaScript: ${result.web.loaded.gzipBytes} B gzip, floor ${result.floor.loaded.gzipBytes} B, ` +
      `ratio ${round(result.ratio, 3)}; target <= ${sizeTarget}`,
    ...result.pages.map(
      ({ page, loaded }) =>
        `${page.name} JavaScript: ${loaded.gzipBytes} B gzip, ${loaded.scripts.length} scripts`,
    ),
    misplacedLibraries(result).length === 0
      ? 'pdf.js and scorm-again load only with their object types'
      : `Loaded where their object type is not: ${misplacedLibraries(result).join(', ')}`,
    `  written: ${files.join(', ')}`,
  );
}

if (runs('lighthouse')) {
  const settings = {
    screens: chosenScreens(process.env.BENCH_SCREENS),
    runs: setting('BENCH_RUNS', 3, 1),
    minimumBenchmarkIndex: setting('BENCH_MIN_INDEX', 0, 0),
  };
  const result = await runLighthouseBench(settings);
  const versions = packageVersions(['lighthouse', 'vite', 'react', 'react-dom', '@mui/material']);
  versions.Chromium = result.chromium;
  const command = [
    'BENCH_ONLY=lighthouse',
    settings.runs === 3 ? '' : `BENCH_RUNS=${settings.runs}`,
    settings.minimumBenchmarkIndex === 0 ? '' : `BENCH_MIN_INDEX=${settings.minimumBenchmarkIndex}`,
    process.env.BENCH_SCREENS ? `BENCH_SCREENS=${process.env.BENCH_SCREENS}` : '',
    'npm run bench',
  ]
    .filter((part) => part !== '')
    .join(' ');
  const files = writeResults('lighthouse', lighthouseReport(result, machine, versions, date, command), {
    date,
    machine,
    versions,
    ...result,
  });
  summary.push(...result.screens.map(lighthouseSummaryLine), `  written: ${files.join(', ')}`);
}

/**
 * The exam bench at a size: 3,000 learners by default, 10,000 as `exam-10k`; `exam-10k-paced`, 10,000
 * whose quiz views poll at the pace the server asks, as the app's do (ADR 0104).
 */
async function examDay(
  name: 'exam' | 'exam-10k' | 'exam-10k-paced',
  learners: number,
  saves: number,
  devicesObeyPace = false,
): Promise<void> {
  const result = await runExamBench({
    learners: setting('EXAM_LEARNERS', learners, 1),
    pollsPerSecond: setting('EXAM_POLLS', learners, 1),
    savesPerSecond: setting('EXAM_SAVES', saves, 1),
    warmupSeconds: setting('EXAM_WARMUP', 10, 0),
    durationSeconds: setting('EXAM_SECONDS', 300, 1),
    devicesObeyPace,
    postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  });
  const versions = packageVersions(['fastify', 'postgres', 'drizzle-orm']);
  const command = benchCommand(name, [
    'EXAM_LEARNERS',
    'EXAM_POLLS',
    'EXAM_SAVES',
    'EXAM_WARMUP',
    'EXAM_SECONDS',
    'BENCH_NODE_FLAGS',
  ]);
  const files = writeResults(name, examReport(result, machine, versions, date, command), {
    date,
    machine,
    versions,
    targets: { p99Ms: examP99TargetMs },
    ...result,
  });
  const line = (label: string, load: ExamLoadResult | undefined) =>
    load
      ? `${label} ${Math.round(load.requestsPerSecond)} req/s p50 ${load.p50Ms} ms p99 ${load.p99Ms} ms, ${load.non2xx + load.errors + load.timeouts} errors, ${load.unanswered} unanswered, send lag p99 ${load.sendLagP99Ms} ms`
      : `${label} not measured`;
  summary.push(
    `Exam day (${result.settings.learners} learners, ${result.settings.durationSeconds} s): ` +
      `${line('polls', result.polls)}; ${line('saves', result.saves)}; target p99 <= ${examP99TargetMs} ms: ${examVerdict(result)}`,
    `  written: ${files.join(', ')}`,
  );
}

if (runs('exam')) await examDay('exam', 3000, 170);
if (named('exam-10k')) await examDay('exam-10k', 10_000, 570);
if (named('exam-10k-paced')) await examDay('exam-10k-paced', 10_000, 570, true);

if (named('exam-ramp')) {
  const counts = (process.env.EXAM_RAMP ?? '3000,4000,5000,6000,8000,10000').split(',').map((value) => {
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1)
      throw new Error('EXAM_RAMP must list learner counts, e.g. 3000,5000,8000');
    return count;
  });
  const steps = [];
  for (const learners of counts) {
    steps.push(
      await runExamBench({
        learners,
        pollsPerSecond: learners,
        savesPerSecond: Math.round(learners * savesPerLearner),
        warmupSeconds: setting('EXAM_WARMUP', 10, 0),
        durationSeconds: setting('EXAM_SECONDS', 60, 1),
        devicesObeyPace: false,
        postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      }),
    );
  }
  const command = benchCommand('exam-ramp', ['EXAM_RAMP', 'EXAM_SECONDS', 'BENCH_NODE_FLAGS']);
  const versions = packageVersions(['fastify', 'postgres', 'drizzle-orm']);
  const files = writeResults('exam-ramp', examRampReport(steps, machine, versions, date, command), {
    date,
    machine,
    versions,
    targets: { p99Ms: examP99TargetMs },
    steps,
  });
  summary.push(
    `Exam day step by step (${counts.join(', ')} learners): ${rampVerdict(steps)}`,
    `  written: ${files.join(', ')}`,
  );
}

for (const [name, failure] of [
  ['exam-failover', 'server'],
  ['exam-db-restart', 'database'],
] as const) {
  if (!named(name)) continue;
  const result = await runFailoverBench({
    failure,
    learners: setting('EXAM_LEARNERS', 3000, 1),
    pollsPerSecond: setting('EXAM_POLLS', 3000, 1),
    savesPerSecond: setting('EXAM_SAVES', 170, 1),
    warmupSeconds: setting('EXAM_WARMUP', 10, 0),
    durationSeconds: setting('EXAM_SECONDS', 300, 1),
    downSeconds: setting('FAILOVER_DOWN_SECONDS', failure === 'server' ? 10 : 5, 1),
  });
  const versions = packageVersions(['fastify', 'postgres', 'drizzle-orm']);
  const command = benchCommand(name, [
    'EXAM_LEARNERS',
    'EXAM_POLLS',
    'EXAM_SAVES',
    'EXAM_SECONDS',
    'FAILOVER_DOWN_SECONDS',
    'BENCH_NODE_FLAGS',
  ]);
  const files = writeResults(name, failoverReport(result, machine, versions, date, command), {
    date,
    machine,
    versions,
    targets: failoverTargets,
    ...result,
  });
  summary.push(
    `Exam ${failure} failure (${result.settings.learners} learners): lost ${result.lost}, duplicates ` +
      `${result.duplicates}, p99 outside the outage polls ${result.polls.outsideOutage.p99Ms} ms saves ` +
      `${result.saves.outsideOutage.p99Ms} ms, largest countdown jump ${result.polls.largestCountdownJumpMs} ms: ` +
      `${failoverVerdict(result)}`,
    `  written: ${files.join(', ')}`,
  );
}

if (runs('progress')) {
  const connections = (process.env.PROGRESS_CONNECTIONS ?? '1,10').split(',').map((value) => {
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1)
      throw new Error('PROGRESS_CONNECTIONS must list whole numbers of at least 1, e.g. 1,10');
    return count;
  });
  const result = await runProgressBench({
    rows: setting('PROGRESS_ROWS', 1_000_000, 1),
    learners: setting('PROGRESS_LEARNERS', 1000, 1),
    connections,
    postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  });
  const versions = packageVersions(['fastify', 'postgres', 'drizzle-orm']);
  const command = benchCommand('progress', ['PROGRESS_ROWS', 'PROGRESS_LEARNERS', 'PROGRESS_CONNECTIONS']);
  const files = writeResults('progress', progressReport(result, machine, versions, date, command), {
    date,
    machine,
    versions,
    ...result,
  });
  for (const measurement of result.measurements ?? []) {
    const { connections: inFlight, totalProgress, courseProgress, sync } = measurement;
    summary.push(
      `Progress (${result.generated?.objectRows} rows, ${inFlight} connection(s)): p95 GET_USER_PROGRESS ` +
        `${totalProgress.p95Ms} ms, course read ${courseProgress.p95Ms} ms, sync ${sync.p95Ms} ms`,
    );
  }
  summary.push(`Progress target p95 <= 20 ms: ${progressVerdict(result)}`, `  written: ${files.join(', ')}`);
}

if (runs('reports')) {
  const result = await runReportsBench({
    rows: setting('REPORTS_ROWS', 1_000_000, 1),
    calls: setting('REPORTS_CALLS', 20, 1),
    postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  });
  const versions = packageVersions(['fastify', 'postgres', 'drizzle-orm']);
  const command = benchCommand('reports', ['REPORTS_ROWS', 'REPORTS_CALLS']);
  const files = writeResults('reports', reportsReport(result, machine, versions, date, command), {
    date,
    machine,
    versions,
    ...result,
  });
  for (const { name, latencies } of result.measurements ?? []) {
    summary.push(`Reports (${result.generated?.objectRows} rows): ${name} p95 ${latencies.p95Ms} ms`);
  }
  summary.push(`Reports target p95 <= 1 s: ${reportsVerdict(result)}`, `  written: ${files.join(', ')}`);
}

console.log(`\nBenchmark summary (${date}, ${machine.cpu}, ${machine.cores} cores, Node ${machine.node})`);
for (const line of summary) console.log(line);
