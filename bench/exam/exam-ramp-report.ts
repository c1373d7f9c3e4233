import { type Machine, machineSection } from '../lib/machine.ts';
import { round } from '../lib/stats.ts';
import { examP99TargetMs, timesTheFloor } from './exam-report.ts';
import type { ExamBenchResult } from './run-exam-bench.ts';

/** Answer saves a second per learner: the exam bench's 170 for 3,000 and 570 for 10,000. */
export const savesPerLearner = 0.057;

/** Whether a step kept both p99s at or under the target, at the asked rates, with nothing failed. */
function withinTarget({ polls, saves, settings }: ExamBenchResult): boolean {
  if (!polls || !saves) return false;
  const failed = [polls, saves].some(
    (load) => load.non2xx + load.errors + load.timeouts + load.unanswered > 0,
  );
  return (
    !failed &&
    polls.p99Ms <= examP99TargetMs &&
    saves.p99Ms <= examP99TargetMs &&
    polls.requestsPerSecond >= settings.pollsPerSecond * 0.95 &&
    saves.requestsPerSecond >= settings.savesPerSecond * 0.95
  );
}

/** The first learner count whose step did not hold, or a sentence saying none. */
export function rampVerdict(steps: ExamBenchResult[]): string {
  const first = steps.find((step) => !withinTarget(step));
  return first
    ? `p99 first passes ${examP99TargetMs} ms at ${first.settings.learners} learners`
    : `every step held p99 <= ${examP99TargetMs} ms`;
}

function stepRow(step: ExamBenchResult): string {
  const { settings, polls, saves, cpu, floor } = step;
  if (!polls || !saves)
    return `| ${settings.learners} | not measured: ${step.skipped ?? 'no result'} ||||||||||||`;
  const failures = (load: NonNullable<ExamBenchResult['polls']>) =>
    load.non2xx + load.errors + load.timeouts + load.unanswered;
  const coresOf = (ms: number | undefined) => (cpu && ms !== undefined ? round(ms / cpu.measuredMs) : '');
  return (
    `| ${settings.learners} | ${settings.savesPerSecond} | ${polls.p50Ms} | **${polls.p99Ms}** | ` +
    `${saves.p50Ms} | **${saves.p99Ms}** | ${failures(polls) + failures(saves)} | ` +
    `${polls.sendLagP99Ms}, ${saves.sendLagP99Ms} | ${coresOf(cpu?.serverMs)} | ${coresOf(cpu?.postgresMs)} | ` +
    `${cpu ? round(cpu.loadMs / cpu.measuredMs) : ''} | ${step.listenOverflows ?? ''} | ` +
    `${floor ? `${round(floor.serverMs / floor.measuredMs)}, ${floor.polls.p99Ms}` : ''} | ${timesTheFloor(step) ?? ''} | ` +
    `${withinTarget(step) ? 'held' : 'not held'} |`
  );
}

export function examRampReport(
  steps: ExamBenchResult[],
  machine: Machine,
  versions: Record<string, string>,
  date: string,
  command: string,
): string {
  const first = steps[0]?.settings;
  return [
    `# Exam day step by step, ${date}: ${rampVerdict(steps)}`,
    '',
    'The exam bench (`exam.md` says how it loads the server) run once for each learner count, one after the ' +
      'other, each on a fresh database: every learner polls once a second and the learners together save ' +
      `${savesPerLearner} answers a second per learner, ${first?.warmupSeconds ?? 0} s of warm-up and then ` +
      `${first?.durationSeconds ?? 0} s measured per step. A step holds when both p99s are at or under ` +
      `${examP99TargetMs} ms at the asked rates with nothing failed or unanswered. Cores are CPU time over the ` +
      'measured part divided by its length: the Aula server (pinned to the server core), PostgreSQL (every ' +
      'process, not pinned) and the load process (pinned to the load core); a load core near 1 ' +
      'means the load tool itself was the limit, and its send lag says by how much. Connections dropped are ' +
      "those Linux dropped because a listen queue was full (the machine's `ListenOverflows`, from the quiz " +
      "opening to the end of the loads): each is a device that tried again a second or more later. Node's " +
      'floor is the same load, after the step, against a bare `node:http` server on the server core ' +
      "(`exam.md` says more): its cores and its polls' p99, and what the Aula server cost a request as a " +
      "multiple of the floor's, so a step reads against what this machine lets any Node server do.",
    '',
    `Reproduce: \`${command}\`.`,
    '',
    "| learners | saves/s | polls p50 ms | polls p99 ms | saves p50 ms | saves p99 ms | failed | send lag p99 ms (polls, saves) | server cores | PostgreSQL cores | load cores | connections dropped | Node's floor: cores, polls p99 ms | Aula ÷ floor a request | p99 <= 25 ms |",
    '|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---|---:|---|',
    ...steps.map(stepRow),
    '',
    machineSection(machine, versions),
    '',
  ].join('\n');
}
