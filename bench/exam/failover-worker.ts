// Exam-day load through a failure, in a process of its own on the load core: server-time polls or answer
// saves, open loop at a fixed rate as exam-worker.ts sends them (ADR 0055), but with what a learner's
// device does when a call fails. A poll that fails is not sent again (the next comes a second later; the
// countdown goes on by the device's clock). A save that fails (no answer, a reset, a 5xx) stays in the
// device's queue and is sent again, the same sequence number, every 2 s until the server acknowledges it,
// as the quiz view does; its latency counts until then. The worker answers, as JSON, the latencies by
// part of the run, how many saves went through the queue and how long the longest waited there, every
// answer the server acknowledged (to be looked for in the database), and the largest jump of any
// learner's countdown between two polls.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { type ClockReading, weighReading } from '@aula/contract/server-clock';
import { round } from '../lib/stats.ts';
import { type AnswerSaves, answerSaveBodies } from './answer-saves.ts';
import type { ExamLearner } from './exam-learners.ts';
import { learnerConnections } from './learner-connections.ts';
import { drainSeconds, follow, schedule } from './load-schedule.ts';
import { loadRecordings } from './samples.ts';

export interface FailoverWorkerSettings {
  kind: 'poll' | 'save';
  url: string;
  learnersFile: string;
  oid: string;
  saves?: AnswerSaves;
  assessid?: string;
  rate: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** When the failure starts, in ms after the measured part starts, and how long it lasts. */
  failureAtMs: number;
  outageMs: number;
}

export interface LatencySummary {
  total: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface FailoverLoadResult {
  requestsPerSecond: number;
  /** Requests due anywhere in the measured part, those due outside the outage, those due during it, and
   * those due in the minute after it. */
  whole: LatencySummary;
  outsideOutage: LatencySummary;
  duringOutage: LatencySummary;
  minuteAfter: LatencySummary;
  /** Polls: failed and not sent again. Saves: refused (4xx), never acknowledged. */
  failed: number;
  /** Saves sent more than once (they waited in the device's queue), and the longest wait there (ms). */
  queued: number;
  longestQueuedMs: number;
  /** Saves: every answer acknowledged, as [eid, iid, seq, selected] of the last acknowledged save. */
  acknowledged: [string, string, number, number][];
  /** Polls: the largest change of any learner's clock offset between two answered polls (ms). */
  largestCountdownJumpMs: number;
  sendLagP99Ms: number;
  /** The run in windows of `windowSeconds`, by when requests were due: where the tail came from. */
  windowSeconds: number;
  windows: LatencySummary[];
  /** Measured requests neither answered nor failed when the drain ended (saves still in a device's queue). */
  unanswered: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as FailoverWorkerSettings;
const learners = JSON.parse(readFileSync(settings.learnersFile, 'utf8')) as ExamLearner[];
const target = new URL(settings.url);
const connections = learnerConnections(target.origin);
const retryMs = 2000;

const saveBody = settings.saves ? answerSaveBodies(settings.saves) : undefined;
const pollBody = (learner: ExamLearner) =>
  JSON.stringify({ oid: settings.oid, eid: learner.eid, assessid: settings.assessid });

/** One request; answers the status and the body. Rejects when no answer came. */
async function post(index: number, body: string): Promise<{ status: number; text: string }> {
  const learner = learners[index] as ExamLearner;
  const answer = await connections.post(index, connections.bytes(target.pathname, learner.cookie, body));
  return { status: answer.status, text: answer.body.toString() };
}

const warmupMs = settings.warmupSeconds * 1000;
const plan = schedule({ ...settings, learners: learners.length });
/** Each answered request's latency and when it was due (ms after the start), and every send's lag. */
const { latencies, dueTimes, sendLags } = loadRecordings(plan.at.length);
const counts = { failed: 0, queued: 0, longestQueuedMs: 0 };
const acknowledged = new Map<string, [string, string, number, number]>();
/** Each learner's clock readings, and the offset their countdown went by after their last poll. */
const readings = new Map<number, ClockReading[]>();
const offsets = new Map<number, number>();
let largestJump = 0;

function record(plannedAt: number): void {
  if (plannedAt - start < warmupMs) return;
  latencies.push(performance.now() - plannedAt);
  dueTimes.push(plannedAt - start - warmupMs);
}

async function poll(index: number, plannedAt: number): Promise<void> {
  const learner = learners[index] as ExamLearner;
  const [sentAt, started] = [Date.now(), performance.now()];
  try {
    const { status, text } = await post(index, pollBody(learner));
    if (status !== 200) throw new Error(`status ${status}`);
    record(plannedAt);
    // The device's clock offset, as the quiz view takes it (server-clock.ts): of the quickest of its
    // last polls, each reading the server's time against the device's at the middle of the round trip.
    // A countdown jumps by how much the offset changes.
    const { itime } = JSON.parse(text) as { itime: number };
    const roundTrip = performance.now() - started;
    const { readings: kept, offset } = weighReading(readings.get(index) ?? [], {
      offset: itime - (sentAt + roundTrip / 2),
      roundTrip,
    });
    readings.set(index, kept);
    const previous = offsets.get(index);
    if (previous !== undefined) largestJump = Math.max(largestJump, Math.abs(offset - previous));
    offsets.set(index, offset);
  } catch {
    if (plannedAt - start >= warmupMs) counts.failed += 1;
  }
}

async function save(index: number, plannedAt: number): Promise<void> {
  const learner = learners[index] as ExamLearner;
  const body = (saveBody as (learner: ExamLearner) => string)(learner);
  let firstFailure: number | undefined;
  for (;;) {
    let status = 0;
    try {
      ({ status } = await post(index, body));
    } catch {
      // No answer: the device keeps the save and sends it again.
    }
    if (status === 200) break;
    if (status >= 400 && status < 500) {
      counts.failed += 1;
      return;
    }
    firstFailure ??= performance.now();
    await delay(retryMs);
  }
  record(plannedAt);
  if (firstFailure !== undefined) {
    counts.queued += 1;
    counts.longestQueuedMs = Math.max(counts.longestQueuedMs, performance.now() - firstFailure);
  }
  const sent = JSON.parse(body) as {
    seq: number;
    quizdata: { response: { iid: string; selected: number[] }[] };
  };
  const [answer] = sent.quizdata.response;
  if (answer) {
    const key = `${learner.eid} ${answer.iid}`;
    const before = acknowledged.get(key);
    if (!before || before[2] < sent.seq) {
      acknowledged.set(key, [learner.eid, answer.iid, sent.seq, answer.selected[0] ?? -1]);
    }
  }
}

/** A learner's calls go one at a time, in order, as from the quiz view's queue. */
const queues = new Map<number, Promise<void>>();
function dispatch(learner: number, at: number): void {
  const plannedAt = start + at;
  if (at >= warmupMs) sendLags.push(performance.now() - plannedAt);
  const send = settings.kind === 'poll' ? poll : save;
  const previous = queues.get(learner);
  const next = previous ? previous.then(() => send(learner, plannedAt)) : send(learner, plannedAt);
  const settled = next.finally(() => {
    if (queues.get(learner) === settled) queues.delete(learner);
  });
  queues.set(learner, settled);
}

function summary(values: Float64Array): LatencySummary {
  const sorted = values.slice().sort();
  const at = (fraction: number) =>
    sorted.length === 0
      ? Number.NaN
      : (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN);
  return {
    total: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}

const start = performance.now() + 200;
await follow(plan, start, dispatch);
// What the server still owes after the drain stays on the devices, counted unanswered (load-schedule.ts).
const drained = await Promise.race([
  Promise.all(queues.values()).then(() => true),
  delay(drainSeconds * 1000).then(() => false),
]);
const elapsedSeconds = (performance.now() - start - warmupMs) / 1000;
const measuredPlanned = plan.at.filter((at) => at >= warmupMs).length;
if (drained) await connections.close();

const outageEnd = settings.failureAtMs + settings.outageMs;
const answered = latencies.values();
const due = dueTimes.values();
const part = (from: number, to: number) =>
  answered.filter((_, index) => (due[index] ?? 0) >= from && (due[index] ?? 0) < to);
const lags = sendLags.values().slice().sort();
const windowSeconds = Math.max(1, Math.round(settings.durationSeconds / 60));
const windows = Array.from({ length: Math.ceil(settings.durationSeconds / windowSeconds) }, (_, window) =>
  summary(part(window * windowSeconds * 1000, (window + 1) * windowSeconds * 1000)),
);
const result: FailoverLoadResult = {
  requestsPerSecond: latencies.length / elapsedSeconds,
  whole: summary(answered),
  outsideOutage: summary(
    answered.filter((_, index) => (due[index] ?? 0) < settings.failureAtMs || (due[index] ?? 0) >= outageEnd),
  ),
  duringOutage: summary(part(settings.failureAtMs, outageEnd)),
  minuteAfter: summary(part(outageEnd, outageEnd + 60_000)),
  failed: counts.failed,
  queued: counts.queued,
  longestQueuedMs: round(counts.longestQueuedMs),
  acknowledged: [...acknowledged.values()],
  largestCountdownJumpMs: round(largestJump),
  sendLagP99Ms: round(lags[Math.max(0, Math.ceil(0.99 * lags.length) - 1)] ?? Number.NaN),
  windowSeconds,
  windows,
  unanswered: measuredPlanned - latencies.length - counts.failed,
};
process.stdout.write(`${JSON.stringify(result)}\n`, () => {
  if (!drained) process.exit(0);
});
