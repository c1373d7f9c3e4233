import { type Machine, machineTable } from '../lib/machine.ts';
import type { ExamLoadResult } from './exam-worker.ts';
import type { ExamBenchResult } from './run-exam-bench.ts';

/** Exam day holds when both loads keep a p99 at or under this, with no error. */
export const examP99TargetMs = 25;

export function examVerdict(result: ExamBenchResult): string {
  const { polls, saves } = result;
  if (!polls || !saves) return 'not measured';
  const failures = [polls, saves].reduce((sum, load) => sum + load.non2xx + load.errors + load.timeouts, 0);
  const held =
    polls.p99Ms <= examP99TargetMs &&
    saves.p99Ms <= examP99TargetMs &&
    failures === 0 &&
    polls.requestsPerSecond >= result.settings.pollsPerSecond * 0.95 &&
    saves.requestsPerSecond >= result.settings.savesPerSecond * 0.95;
  return held ? 'met' : 'not met';
}

function row(name: string, asked: number, load: ExamLoadResult): string {
  return (
    `| ${name} | ${asked} | ${Math.round(load.requestsPerSecond)} | ${load.total} | ${load.p50Ms} | ` +
    `**${load.p99Ms}** | ${load.maxMs} | ${load.non2xx} | ${load.errors + load.timeouts} |`
  );
}

export function examReport(
  result: ExamBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
): string {
  const { settings } = result;
  const head = [
    `# Exam day, ${date}: ${settings.learners} learners on one server`,
    '',
    `The built server (production mode) on a fresh PostgreSQL database with the demo, and ${settings.learners} ` +
      "learners enrolled in the batch of the demo's open assessment, each signed in. For " +
      `${settings.durationSeconds} s, two autocannon processes on the load core send, at fixed overall rates, ` +
      `${settings.pollsPerSecond} server-time polls a second (\`getServerTime\`, each from the next learner whose ` +
      `last request has been answered, so every learner once a second) and ${settings.savesPerSecond} answer saves a second (\`updateAssessment\`, ` +
      "status 0, each learner's next sequence number, one single-choice answer). Latencies are autocannon's, " +
      'corrected for coordinated omission.',
    '',
  ];
  if (result.skipped || !result.polls || !result.saves) {
    return [...head, `Not measured: ${result.skipped ?? 'no result'}.`].join('\n');
  }
  return [
    ...head,
    '| load | asked req/s | served req/s | requests | p50 ms | p99 ms | max ms | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('server-time polls', settings.pollsPerSecond, result.polls),
    row('answer saves', settings.savesPerSecond, result.saves),
    '',
    `Target: both at the asked rate with p99 <= ${examP99TargetMs} ms and no error: **${examVerdict(result)}**.`,
    '',
    '## Machine',
    '',
    machineTable(machine, {
      ...versions,
      ...(result.serverVersion ? { 'PostgreSQL server': result.serverVersion } : {}),
    }),
    '',
  ].join('\n');
}
