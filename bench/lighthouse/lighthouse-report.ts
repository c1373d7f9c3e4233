import { type Machine, machineSection } from '../lib/machine.ts';
import type { LighthouseBenchResult, LighthouseMedians, ScreenResult } from './run-lighthouse-bench.ts';
import type { ScreenTargets } from './screens.ts';

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function kib(bytes: number): string {
  return `${Math.round(bytes / 1024)} KiB`;
}

/** Which of a screen's targets its medians meet, in words ("met", or what is missing). */
export function targetVerdict(median: LighthouseMedians, targets: ScreenTargets): string {
  const missed: string[] = [];
  if (median.score < targets.minimumScore) missed.push(`score ${median.score} < ${targets.minimumScore}`);
  if (targets.maximumLcpMs !== undefined && median.lcpMs > targets.maximumLcpMs) {
    missed.push(`LCP ${seconds(median.lcpMs)} > ${seconds(targets.maximumLcpMs)}`);
  }
  return missed.length === 0 ? 'met' : `not met (${missed.join(', ')})`;
}

function targetText(targets: ScreenTargets): string {
  const lcp = targets.maximumLcpMs === undefined ? '' : `, LCP <= ${seconds(targets.maximumLcpMs)}`;
  return `>= ${targets.minimumScore}${lcp}`;
}

/** One line per screen for the console summary. */
export function lighthouseSummaryLine({ screen, median }: ScreenResult): string {
  return (
    `Lighthouse ${screen.name}: score ${median.score}, LCP ${seconds(median.lcpMs)}, TBT ${median.tbtMs} ms, ` +
    `${kib(median.bytes)}; target ${targetText(screen.targets)}: ${targetVerdict(median, screen.targets)}`
  );
}

function runRows(result: ScreenResult): string[] {
  return result.runs.map(
    (run, index) =>
      `| ${result.screen.name} | ${index + 1} | ${run.score} | ${seconds(run.fcpMs)} | ${seconds(run.lcpMs)} | ` +
      `${run.tbtMs} ms | ${run.cls} | ${kib(run.bytes)} | ${run.requests} (${run.scripts}) | ${run.benchmarkIndex} |`,
  );
}

export function lighthouseReport(
  result: LighthouseBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
  command: string,
): string {
  const medianRows = result.screens.map(({ screen, median }) => {
    const verdict = targetVerdict(median, screen.targets);
    return (
      `| ${screen.name} (\`${screen.path}\`${screen.account ? `, ${screen.account}` : ''}) | **${median.score}** | ` +
      `${seconds(median.fcpMs)} | **${seconds(median.lcpMs)}** | **${median.tbtMs} ms** | ${median.cls} | ` +
      `${kib(median.bytes)} | ${median.requests} (${median.scripts}) | ${targetText(screen.targets)} | ${verdict} |`
    );
  });
  const warnings = [
    ...new Set(result.screens.flatMap(({ runs }) => runs.flatMap((run) => run.warnings))),
  ].map((warning) => `- ${warning}`);
  const { settings } = result;
  const mbits = Math.round(settings.throughputKbps / 102.4) / 10;
  return [
    `# Lighthouse, ${date}: the main screens on a simulated phone`,
    '',
    `Lighthouse ${result.lighthouse} with its default settings (${settings.formFactor}, screen ` +
      `${settings.screen}, ${settings.throttlingMethod} throttling: ${settings.rttMs} ms round trips, ` +
      `${mbits} Mbit/s, a CPU ${settings.cpuSlowdown} times slower; performance only) drives Debian's ` +
      `Chromium ${result.chromium}, a fresh browser for every run. The built server runs in production ` +
      'mode on a fresh PGlite database seeded from `content/demo`, each page fetched once before the runs ' +
      '(as on a server that has been up a while: the landing page is prerendered once per organisation ' +
      'and language, then served from memory); signed-in screens get the session ' +
      'cookie of the account named, signed in through the API. The quiz view is measured as it is ' +
      "loaded: a reload of a quiz the learner started from the course page's Start Quiz (which opens it " +
      'in the app, without loading a page), so its attempt was opened once through the API before the ' +
      'runs. Each screen was measured ' +
      `${result.runs} time(s), the screens taking turns; the tables give the median of the runs. The ` +
      'machine is shared and noisy: the simulated CPU is scaled from what Chromium observed, so total ' +
      "blocking time moves most from run to run. The benchmark index is Lighthouse's own measure of the " +
      "machine's speed during a run (higher is faster)" +
      (result.minimumBenchmarkIndex > 0
        ? `; runs under ${result.minimumBenchmarkIndex}, and runs Lighthouse could not finish, were set aside and done again ` +
          `(${result.screens.map((screen) => `${screen.screen.name}: ${screen.setAside}`).join(', ')}).`
        : '.'),
    '',
    `Reproduce: \`${command}\`.`,
    '',
    '| screen | score | FCP | LCP | TBT | CLS | bytes | requests (scripts) | target | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...medianRows,
    '',
    '## Every run',
    '',
    '| screen | run | score | FCP | LCP | TBT | CLS | bytes | requests (scripts) | benchmark index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.screens.flatMap(runRows),
    '',
    '## The largest contentful paint',
    '',
    ...result.screens.flatMap(({ screen, runs }) =>
      [...new Set(runs.map((run) => run.lcpElement))].map(
        (element) => `- ${screen.name}: \`${element.replaceAll('`', "'")}\``,
      ),
    ),
    '',
    ...(warnings.length > 0 ? ['## Lighthouse warnings', '', ...warnings, ''] : []),
    machineSection(machine, versions),
    '',
  ].join('\n');
}
