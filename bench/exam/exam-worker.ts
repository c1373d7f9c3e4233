// Server-time polls and answer saves from many learners, in a process of its own pinned to the load core.
// Open loop at fixed rates (ADR 0055): each request has a moment of its own on a schedule made before
// the run, as the learners' browsers would send it, whether or not the server has answered the others;
// its latency counts from that moment, so a server (or a load tool) that falls behind shows in it.
// A learner's polls and saves go on one connection of theirs, one at a time, as from a browser's tab.
// Settings come as JSON in the first argument; the measurements go out as JSON.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { serverTimeDelayMs } from '@aula/contract/assessment-limits';
import { round } from '../lib/stats.ts';
import { type AnswerSaves, answerSaveBodies } from './answer-saves.ts';
import type { ExamLearner } from './exam-learners.ts';
import { learnerConnections } from './learner-connections.ts';
import { drainSeconds, follow, type Schedule, schedule } from './load-schedule.ts';
import { loadRecordings } from './samples.ts';

export interface ExamWorkerSettings {
  /** The server's origin (the API's paths are the app's). */
  origin: string;
  /** A JSON file holding the learners (ExamLearner[]). */
  learnersFile: string;
  oid: string;
  /** The assessment the polls name, as the quiz view's poll does (it answers the learner's end). */
  assessid: string;
  /** What the saves answer. */
  saves: AnswerSaves;
  /** Requests a second, all learners together. */
  pollsPerSecond: number;
  savesPerSecond: number;
  /** Run this long first without recording (JIT, connections, caches). */
  warmupSeconds: number;
  durationSeconds: number;
  /**
   * Each learner's quiz view polls as the app's does: again once the `delay` its last answer asked
   * has passed, and never while a poll of theirs is on its way (ADR 0104); a planned poll it would not
   * send is skipped. Otherwise every planned poll goes, whatever the server answered.
   */
  obeyPace: boolean;
}

export interface ExamLoadResult {
  requestsPerSecond: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The errors and timeouts by their code (the system's, or the load tool's), so a report can say what failed. */
  errorKinds: Record<string, number>;
  /** How late the load tool itself sent its requests (p99): above a millisecond or two, it was the limit. */
  sendLagP99Ms: number;
  /**
   * Measured requests still unanswered when the drain ended (`drainSeconds` after the last was due): a
   * server that cannot keep up leaves a queue on every device, which would otherwise run for ever.
   */
  unanswered: number;
  /** Planned requests of the measured part not sent: polls the learner's quiz view would not make (`obeyPace`). */
  notSent: number;
  /** The measured answers by the poll delay they asked, in ms (polls; none for saves). */
  delaysAsked: Record<string, number>;
  /** The run in windows of `windowSeconds`, by when requests were due: where the tail came from. */
  windowSeconds: number;
  windows: { p50Ms: number; p99Ms: number; maxMs: number; total: number }[];
}

export interface ExamLoadsResult {
  polls: ExamLoadResult;
  saves: ExamLoadResult;
  /** The CPU time the load process used over the measured part (user + system), in milliseconds. */
  cpuMs: number;
  /** When the measured part began, in epoch milliseconds: the windows count from it. */
  measuredFromMs: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as ExamWorkerSettings;
const learners = JSON.parse(readFileSync(settings.learnersFile, 'utf8')) as ExamLearner[];
const connections = learnerConnections(settings.origin);
const warmupMs = settings.warmupSeconds * 1000;
const start = performance.now() + 200;

/** One kind of request: its plan, and what it recorded. */
interface Load {
  kind: 'poll' | 'save';
  plan: Schedule;
  recordings: ReturnType<typeof loadRecordings>;
  counts: { non2xx: number; errors: number; timeouts: number; notSent: number };
  errorKinds: Record<string, number>;
  delaysAsked: Record<string, number>;
  /** The learner's next request of this kind. */
  bytes(learner: number): Buffer;
}

function load(kind: 'poll' | 'save', rate: number, bytes: Load['bytes']): Load {
  const plan = schedule({ ...settings, kind, rate, learners: learners.length });
  return {
    kind,
    plan,
    recordings: loadRecordings(plan.at.length),
    counts: { non2xx: 0, errors: 0, timeouts: 0, notSent: 0 },
    errorKinds: {},
    delaysAsked: {},
    bytes,
  };
}

/** Each learner's poll, the same bytes every second: their own eid and the assessment. */
const pollBytes = learners.map(({ eid, cookie }) =>
  connections.bytes(
    '/api/getServerTime',
    cookie,
    JSON.stringify({ oid: settings.oid, eid, assessid: settings.assessid }),
  ),
);
const saveBody = answerSaveBodies(settings.saves);
const polls = load('poll', settings.pollsPerSecond, (learner) => pollBytes[learner] as Buffer);
const saves = load('save', settings.savesPerSecond, (index) => {
  const learner = learners[index] as ExamLearner;
  return connections.bytes('/api/updateAssessment', learner.cookie, saveBody(learner));
});

/** With `obeyPace`: when each learner's quiz view may poll next, and whether a poll of theirs is on its way. */
const nextPollAt = new Float64Array(learners.length);
const polling = new Uint8Array(learners.length);

/** Reads the delay a poll's answer asks, for the learner's next poll (`obeyPace`). */
function takePace(load: Load, learner: number, plannedAt: number, body: Buffer): void {
  const asked = (JSON.parse(body.toString('utf8')) as { delay?: unknown }).delay;
  // An answer that names no delay (Node's floor's) gets the quiz view's own default.
  const delayMs = typeof asked === 'number' ? asked : serverTimeDelayMs;
  nextPollAt[learner] = plannedAt + delayMs;
  if (plannedAt - start >= warmupMs) load.delaysAsked[delayMs] = (load.delaysAsked[delayMs] ?? 0) + 1;
}

async function send(load: Load, learner: number, plannedAt: number): Promise<void> {
  const { counts, errorKinds, recordings } = load;
  const paced = settings.obeyPace && load.kind === 'poll';
  try {
    const { status, body } = await connections.post(learner, load.bytes(learner));
    if (paced && status === 200) takePace(load, learner, plannedAt, body);
    if (plannedAt - start < warmupMs) return;
    if (status < 200 || status >= 300) counts.non2xx += 1;
    else {
      recordings.latencies.push(performance.now() - plannedAt);
      recordings.dueTimes.push(plannedAt - start - warmupMs);
    }
  } catch (error) {
    if (plannedAt - start < warmupMs) return;
    const code = (error as { code?: string }).code ?? (error as Error).name;
    errorKinds[code] = (errorKinds[code] ?? 0) + 1;
    if (code.includes('TIMEOUT')) counts.timeouts += 1;
    else counts.errors += 1;
  } finally {
    if (paced) polling[learner] = 0;
  }
}

/**
 * A learner's requests, polls and saves alike, go one at a time in order on their connection, as from a
 * browser's tab: one planned while the last is on its way waits for it, and its wait counts in its latency.
 */
const queues = new Map<number, Promise<void>>();
function dispatcher(load: Load) {
  return (learner: number, at: number): void => {
    const plannedAt = start + at;
    if (settings.obeyPace && load.kind === 'poll') {
      // A plan's polls are a second apart: the view's next is the first at or after its delay (1 ms of rounding).
      if (polling[learner] === 1 || plannedAt < (nextPollAt[learner] ?? 0) - 1) {
        if (at >= warmupMs) load.counts.notSent += 1;
        return;
      }
      polling[learner] = 1;
    }
    if (at >= warmupMs) load.recordings.sendLags.push(performance.now() - plannedAt);
    const previous = queues.get(learner);
    const next = previous
      ? previous.then(() => send(load, learner, plannedAt))
      : send(load, learner, plannedAt);
    const settled = next.finally(() => {
      if (queues.get(learner) === settled) queues.delete(learner);
    });
    queues.set(learner, settled);
  };
}

/** This process's CPU time from the end of the warm-up to the moment the last request was due. */
async function cpuOverMeasuredPart(start: number): Promise<number> {
  await delay(start + warmupMs - performance.now());
  const from = process.cpuUsage();
  await delay(start + warmupMs + settings.durationSeconds * 1000 - performance.now());
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const measuredCpu = cpuOverMeasuredPart(start);
await Promise.all([
  follow(polls.plan, start, dispatcher(polls)),
  follow(saves.plan, start, dispatcher(saves)),
]);
// A learner's last promise settles after every earlier one of theirs; a server that fell behind gets
// the drain and no more, and what it still owes is counted unanswered.
const drained = await Promise.race([
  Promise.all(queues.values()).then(() => true),
  delay(drainSeconds * 1000).then(() => false),
]);
const elapsedSeconds = (performance.now() - start - warmupMs) / 1000;
if (drained) await connections.close();

function summary({ plan, recordings, counts, errorKinds, delaysAsked }: Load): ExamLoadResult {
  const { latencies, dueTimes, sendLags } = recordings;
  const measuredPlanned = plan.at.filter((at) => at >= warmupMs).length;
  const settledCount = latencies.length + counts.non2xx + counts.errors + counts.timeouts + counts.notSent;
  const windowSeconds = Math.max(1, Math.round(settings.durationSeconds / 30));
  const windowed = Array.from(
    { length: Math.ceil(settings.durationSeconds / windowSeconds) },
    () => [] as number[],
  );
  const due = dueTimes.values();
  latencies.values().forEach((latency, index) => {
    windowed[Math.min(windowed.length - 1, Math.floor((due[index] ?? 0) / 1000 / windowSeconds))]?.push(
      latency,
    );
  });
  const windows = windowed.map((values) => {
    const inWindow = Float64Array.from(values).sort();
    return {
      p50Ms: round(percentile(inWindow, 0.5)),
      p99Ms: round(percentile(inWindow, 0.99)),
      maxMs: round(inWindow.at(-1) ?? Number.NaN),
      total: inWindow.length,
    };
  });
  const sorted = latencies.values().slice().sort();
  const lags = sendLags.values().slice().sort();
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    total: latencies.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    meanMs: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    ...counts,
    errorKinds,
    delaysAsked,
    sendLagP99Ms: round(percentile(lags, 0.99)),
    unanswered: measuredPlanned - settledCount,
    windowSeconds,
    windows,
  };
}

const measured: ExamLoadsResult = {
  polls: summary(polls),
  saves: summary(saves),
  cpuMs: round(await measuredCpu),
  measuredFromMs: performance.timeOrigin + start + warmupMs,
};
process.stdout.write(`${JSON.stringify(measured)}\n`, () => {
  // Requests still owed keep sockets open: the worker leaves them once its measurements are out.
  if (!drained) process.exit(0);
});
