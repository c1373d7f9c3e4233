import { type Machine, machineSection } from '../lib/machine.ts';
import { round } from '../lib/stats.ts';
import type { ExamLoadResult } from './exam-worker.ts';
import { drainSeconds } from './load-schedule.ts';
import type { ExamBenchResult } from './run-exam-bench.ts';
import type { ServerGc } from './server-gc.ts';

/** Open files a server holds besides its learners' connections (its database pool, listeners, files). */
const openFilesBesideLearners = 200;

/** Exam day holds when both loads keep a p99 at or under this, with no error. */
export const examP99TargetMs = 25;

export function examVerdict(result: ExamBenchResult): string {
  const { polls, saves } = result;
  if (!polls || !saves) return 'not measured';
  const failures = [polls, saves].reduce(
    (sum, load) => sum + load.non2xx + load.errors + load.timeouts + load.unanswered,
    0,
  );
  const held =
    polls.p99Ms <= examP99TargetMs &&
    saves.p99Ms <= examP99TargetMs &&
    failures === 0 &&
    // Quiz views at the server's pace send the polls it asks for, not the plan's (ADR 0104).
    (result.settings.devicesObeyPace || polls.requestsPerSecond >= result.settings.pollsPerSecond * 0.95) &&
    saves.requestsPerSecond >= result.settings.savesPerSecond * 0.95 &&
    extraTimeReachedEveryone(result);
  return held ? 'met' : 'not met';
}

/** Every learner granted extra time during the loads had it in their next poll's end. */
function extraTimeReachedEveryone({ extraTime }: ExamBenchResult): boolean {
  return (
    extraTime !== undefined &&
    extraTime.grantsNotMade === 0 &&
    extraTime.grantFailures === 0 &&
    extraTime.pollsWithNewEnd === extraTime.grantedDuring
  );
}

function extraTimeLines({ extraTime }: ExamBenchResult): string[] {
  if (!extraTime) return ['Extra time: not measured.', ''];
  return [
    `Extra time in the mix (ADR 0073): ${extraTime.grantedBefore} learners were granted ${extraTime.minutes} ` +
      'minutes through `staff/setAccommodation` (as the demo admin, signed in with both factors) before the ' +
      `loads, and ${extraTime.grantedDuring} more one by one over the measured part (p50 ${extraTime.grantP50Ms} ms, ` +
      `max ${extraTime.grantMaxMs} ms a grant); every poll names the assessment, as the quiz view's does, and ` +
      "answers the learner's end. After the loads, " +
      `${extraTime.pollsWithNewEnd} of the ${extraTime.grantedDuring} granted during them had their end moved by ` +
      `${extraTime.minutes} minutes in their next poll` +
      (extraTime.pollsFailed > 0
        ? `; for ${extraTime.pollsFailed} that poll failed, so neither end was seen.`
        : '.') +
      (extraTime.grantsNotMade > 0
        ? ` ${extraTime.grantsNotMade} grants planned during the loads were not made: the loads had ended.`
        : '') +
      (extraTime.grantFailures > 0
        ? ` ${extraTime.grantFailures} grants failed or took over 30 s (the first: ${extraTime.firstGrantError}).`
        : ''),
    '',
  ];
}

/**
 * The run window by window (by when requests were due): a tail from the start, a pause or throughout;
 * with the server's full collections and its longest stall in each, when it logged them.
 */
function timeline({
  polls,
  saves,
  gc,
}: {
  polls: ExamLoadResult;
  saves: ExamLoadResult;
  gc?: ServerGc;
}): string[] {
  const seconds = polls.windowSeconds;
  const gcHead = gc ? ' full collections | longest stall ms |' : '';
  return [
    `### Over the run, ${seconds} s at a time`,
    '',
    `| from s | polls | polls p50 ms | polls p99 ms | polls max ms | saves | saves p50 ms | saves p99 ms | saves max ms |${gcHead}`,
    `|---:|---:|---:|---:|---:|---:|---:|---:|---:|${gc ? '---:|---:|' : ''}`,
    ...polls.windows.map((poll, index) => {
      const save = saves.windows[index];
      const server = gc?.windows[index];
      return (
        `| ${index * seconds} | ${poll.total} | ${poll.p50Ms} | ${poll.p99Ms} | ${poll.maxMs} | ` +
        `${save?.total ?? ''} | ${save?.p50Ms ?? ''} | ${save?.p99Ms ?? ''} | ${save?.maxMs ?? ''} |` +
        (gc ? ` ${server?.full ?? ''} | ${server?.longestStallMs ?? ''} |` : '')
      );
    }),
  ];
}

/** Where the server's milliseconds went to its garbage collector over the measured part. */
function gcLines({ gc, cpu }: ExamBenchResult): string[] {
  const head = "### The server's garbage collection (the measured part)";
  if (!gc) return [head, '', 'Not measured (the server wrote no log).'];
  const share = (ms: number) =>
    cpu ? ` (${round((100 * ms) / cpu.measuredMs, 1)} % of the time measured)` : '';
  return [
    head,
    '',
    "From the server's own log (`lib/gc-log.ts`, preloaded by the bench): each collection's pause as Node " +
      "reports it, and each second the longest the server's event loop was held up (Node's " +
      "`monitorEventLoopDelay`). A full collection's pause is its last step only: its marking runs in steps on " +
      "the server's thread and on V8's helper threads, which share the server core, so the stalls show what " +
      'it held up (ADR 0058).',
    '',
    '| | count | pauses ms | longest pause ms |',
    '|---|---:|---:|---:|',
    `| full collections (mark-compact) | ${gc.full.count} | ${gc.full.pauseMs}${share(gc.full.pauseMs)} | ${gc.full.longestPauseMs} |`,
    `| young collections (scavenge) | ${gc.young.count} | ${gc.young.pauseMs}${share(gc.young.pauseMs)} | ${gc.young.longestPauseMs} |`,
    '',
    `Seconds in which the event loop was held up 50 ms or more: ${gc.stalls.seconds}; the longest hold: ` +
      `${gc.stalls.longestMs} ms.`,
  ];
}

/** PostgreSQL's log flushes over the measured part: the wait every answer save's commit has. */
function logFlushLines({ logFlushes, saves, cpu }: ExamBenchResult): string[] {
  const head = "### PostgreSQL's log flushes (the measured part)";
  if (!logFlushes || !saves || !cpu) return [head, '', 'Not measured (no `pg_stat_wal` on this PostgreSQL).'];
  const { flushes, flushMs, bytes } = logFlushes;
  const timed = flushMs === undefined ? 'not timed' : String(round(flushMs / Math.max(1, flushes), 3));
  return [
    head,
    '',
    "Each answer save's statement commits, and its commit waits until PostgreSQL has flushed its write-ahead " +
      'log to the disk (ADR 0054 has saves that arrive together share one statement, so one flush). From ' +
      "`pg_stat_wal`, which counts for the whole PostgreSQL server, the machine's other databases too. The " +
      "time is PostgreSQL's own (`track_wal_io_timing`, set for the bench's database alone): the log writer's " +
      'own flushes are counted and not timed, so the time a flush reads a little low.',
    '',
    '| flushes | a second | per answer saved | ms a flush | log written MB |',
    '|---:|---:|---:|---:|---:|',
    `| ${flushes} | ${round(flushes / (cpu.measuredMs / 1000), 1)} | ${round(flushes / Math.max(1, saves.total))} | ${timed} | ${round(bytes / 1e6, 1)} |`,
  ];
}

/** Whole-table scans during the loads: rows read by the million mean a statement lost its index. */
function tableScans(result: ExamBenchResult): string[] {
  const scans = result.tableScans ?? [];
  const head = '### Tables PostgreSQL scanned whole during the loads (warm-up included)';
  if (scans.length === 0) return [head, '', 'None: every table was read by index.'];
  return [
    head,
    '',
    '| table | whole-table scans | rows they read | index scans |',
    '|---|---:|---:|---:|',
    ...scans.map((scan) => `| ${scan.table} | ${scan.seqScans} | ${scan.seqRowsRead} | ${scan.indexScans} |`),
  ];
}

/** Where the cores went over the measured part: each process's CPU time, in cores and per request. */
function cores(result: ExamBenchResult): string[] {
  const { cpu, polls, saves } = result;
  const head = '### Where the cores went (the measured part)';
  if (!cpu || !polls || !saves) return [head, '', 'Not measured (no /proc on this machine).'];
  const requests = polls.total + saves.total;
  const line = (name: string, ms: number) =>
    `| ${name} | ${round(ms / 1000, 1)} | ${round(ms / cpu.measuredMs)} | ${round((ms * 1000) / requests, 1)} |`;
  return [
    head,
    '',
    `CPU time (user + system) over the ${round(cpu.measuredMs / 1000, 1)} s measured, from /proc for the server and ` +
      "PostgreSQL and from the load process's own count; per request is over the " +
      `${requests} answered (polls and saves together). The machine has two cores: the server's and the load's.`,
    '',
    '| process | CPU s | cores | CPU µs per request |',
    '|---|---:|---:|---:|',
    line('the Aula server (server core)', cpu.serverMs),
    line("PostgreSQL, every process (not pinned; shared with the machine's other databases)", cpu.postgresMs),
    line('the load process, polls and saves (load core)', cpu.loadMs),
    '',
    ...floorLines(result),
    ...listenQueueLine(result),
  ];
}

/** The Aula server's CPU a request as a multiple of Node's own floor's, both measured in this run. */
export function timesTheFloor({ cpu, polls, saves, floor }: ExamBenchResult): number | undefined {
  if (!cpu || !polls || !saves || !floor) return undefined;
  const perRequest = (ms: number, requests: number) => ms / Math.max(1, requests);
  return round(
    perRequest(cpu.serverMs, polls.total + saves.total) /
      perRequest(floor.serverMs, floor.polls.total + floor.saves.total),
    1,
  );
}

/** Node's own HTTP floor on this machine, under the same load: how far the machine allows any server. */
function floorLines(result: ExamBenchResult): string[] {
  const { floor } = result;
  if (!floor) return [];
  const requests = floor.polls.total + floor.saves.total;
  return [
    `Node's own floor, measured after the exam: the same load (its learners, its rates, ${round(floor.measuredMs / 1000)} s ` +
      'measured) against a bare `node:http` server on the server core (`exam/http-floor.ts`: it reads each ' +
      'body and answers a poll-sized JSON, with no session, no checks and no database). It used ' +
      `${round(floor.serverMs / floor.measuredMs)} cores, ${round((floor.serverMs * 1000) / requests, 1)} µs a request, ` +
      `with polls at p99 ${floor.polls.p99Ms} ms and saves at p99 ${floor.saves.p99Ms} ms ` +
      `(send lag ${floor.polls.sendLagP99Ms} ms). The Aula server cost ${timesTheFloor(result)} times Node's floor a request.`,
    '',
  ];
}

/** Connections dropped by full listen queues: each a device that waited a second or more to retry. */
function listenQueueLine({ listenOverflows }: ExamBenchResult): string[] {
  if (listenOverflows === undefined) return [];
  return [
    `Connections Linux dropped because a listen queue was full (\`ListenOverflows\`, the whole machine), from the ` +
      `quiz opening to the end of the loads: ${listenOverflows}. Each is a device that tried again a second or more later.`,
  ];
}

/** What the failed requests met, by the system's or the load tool's code (none: no line). */
function errorKindsLine(polls: ExamLoadResult, saves: ExamLoadResult): string[] {
  const kinds = (load: ExamLoadResult) =>
    Object.entries(load.errorKinds)
      .map(([code, count]) => `${code} ${count}`)
      .join(', ');
  const parts = [
    ...(kinds(polls) ? [`polls: ${kinds(polls)}`] : []),
    ...(kinds(saves) ? [`saves: ${kinds(saves)}`] : []),
  ];
  return parts.length === 0 ? [] : [`Errors by what they met: ${parts.join('; ')}.`, ''];
}

/**
 * Each learner holds a connection to the server, as a browser's tab would; past the limit of open files
 * the server accepts each new connection and closes it at once (libuv's answer to EMFILE).
 */
function openFilesLine(learners: number, machine: Machine): string[] {
  const limit = Number(machine.openFilesLimit);
  if (!(limit <= learners + openFilesBesideLearners)) return [];
  return [
    `Each learner holds a connection to the server, ${learners} in all, and a process here may hold ${limit} ` +
      'open files: connections past that are closed by the server as soon as they are accepted, and requests ' +
      'on them fail. A raised limit (`LimitNOFILE` in a systemd unit) is part of deploying for this many learners.',
    '',
  ];
}

/** With the devices at the server's pace: the polls they did not send, and the delays the answers asked. */
function paceLines({ settings, polls }: ExamBenchResult): string[] {
  if (!settings.devicesObeyPace || !polls) return [];
  const planned =
    polls.total + polls.non2xx + polls.errors + polls.timeouts + polls.unanswered + polls.notSent;
  const asked = Object.entries(polls.delaysAsked)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([delayMs, answers]) => `${Number(delayMs) / 1000} s: ${answers}`)
    .join(', ');
  return [
    `The quiz views kept the server's pace (ADR 0104): of the ${planned} polls planned at one a second over the ` +
      `measured part, ${polls.notSent} were not sent (${round((polls.notSent / Math.max(1, planned)) * 100, 1)} %), ` +
      `because the view's last answer asked it to wait longer or its last poll was still on its way. The answers ` +
      `asked for a next poll after ${asked || 'nothing: no poll was answered'}.`,
    '',
  ];
}

function row(name: string, asked: number, load: ExamLoadResult): string {
  return (
    `| ${name} | ${asked} | ${Math.round(load.requestsPerSecond)} | ${load.total} | ${load.p50Ms} | ` +
    `**${load.p99Ms}** | ${load.maxMs} | ${load.non2xx} | ${load.errors + load.timeouts} | ${load.unanswered} | ${load.sendLagP99Ms} |`
  );
}

export function examReport(
  result: ExamBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
  command: string,
): string {
  const { settings } = result;
  const head = [
    `# Exam day, ${date}: ${settings.learners} learners on one server`,
    '',
    `The built server (production mode) on a fresh PostgreSQL database with the demo, and ${settings.learners} ` +
      "learners enrolled in the batch of the demo's open assessment, each signed in. For " +
      `${settings.durationSeconds} s, a load process on the load core sends requests open loop, each at ` +
      `its moment on a schedule made before the run (ADR 0055): ${settings.pollsPerSecond} server-time polls a ` +
      'second (`getServerTime`, every learner once a second at a moment of their own within the second) and ' +
      `${settings.savesPerSecond} answer saves a second (\`updateAssessment\`, a Poisson process, the learners in turn, ` +
      "status 0, each learner's next sequence number, one single-choice answer). A learner's requests, polls and " +
      'saves alike, go one at a time on a keep-alive connection of their own, as from a browser tab. ' +
      (settings.devicesObeyPace
        ? "Each learner's quiz view polls as the app's does (ADR 0104): again once the `delay` its last answer " +
          'asked has passed (one planned poll in two is skipped for a 2 s delay), and never while its last ' +
          'poll is on its way. '
        : '') +
      'Latency counts from the moment a request was due, so any wait (for ' +
      "the server, a connection, the learner's previous request or the load tool itself) is in it. " +
      '"Send lag" is how late the load tool itself was (p99). A server that falls behind leaves requests queued ' +
      `on the devices: the loads wait ${drainSeconds} s after the last was due, and what is still owed then is ` +
      '"unanswered" (p50 and p99 are of the answered ones).',
    '',
    `Reproduce: \`${command}\`.`,
    '',
  ];
  if (result.skipped || !result.polls || !result.saves) {
    return [...head, `Not measured: ${result.skipped ?? 'no result'}.`].join('\n');
  }
  const opening = result.quizOpening;
  if (opening) {
    head.push(
      `Before the load, every learner opened the quiz (\`getAssessmentQuiz\`, which starts the attempt), ` +
        `${opening.atOnce} at a time: ${opening.learners} in ${opening.seconds} s ` +
        `(${Math.round(opening.learners / opening.seconds)} a second). Both loads then ran ` +
        `${settings.warmupSeconds} s unrecorded before the ${settings.durationSeconds} s measured.`,
      '',
    );
  }
  return [
    ...head,
    ...extraTimeLines(result),
    '| load | asked req/s | served req/s | requests | p50 ms | p99 ms | max ms | non-2xx | errors | unanswered | send lag p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('server-time polls', settings.pollsPerSecond, result.polls),
    row('answer saves', settings.savesPerSecond, result.saves),
    '',
    ...errorKindsLine(result.polls, result.saves),
    ...openFilesLine(settings.learners, machine),
    ...paceLines(result),
    settings.devicesObeyPace
      ? `Target: saves at the asked rate and the polls the views sent, both with p99 <= ${examP99TargetMs} ms and no error, and every learner's extra time in their poll: **${examVerdict(result)}**.`
      : `Target: both at the asked rate with p99 <= ${examP99TargetMs} ms and no error, and every learner's extra time in their poll: **${examVerdict(result)}**.`,
    '',
    ...timeline({ polls: result.polls, saves: result.saves, gc: result.gc }),
    '',
    ...cores(result),
    '',
    ...gcLines(result),
    '',
    ...logFlushLines(result),
    '',
    ...tableScans(result),
    '',
    machineSection(machine, {
      ...versions,
      ...(result.serverVersion ? { 'PostgreSQL server': result.serverVersion } : {}),
    }),
    '',
  ].join('\n');
}
