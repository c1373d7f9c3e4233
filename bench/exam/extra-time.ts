import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { demoAdmin, demoOid } from '../api/api-calls.ts';
import { callAs } from '../api/live-assessment.ts';
import { staffSessionCookie } from '../lib/sign-in.ts';
import { round } from '../lib/stats.ts';
import type { ExamLearner } from './exam-learners.ts';

// Extra time in the mix (issue 24, ADR 0073): some learners sit the exam with an accommodation granted
// before it, and as many again are granted one while it runs, by staff through the same operation the
// staff screen calls. Each grant forgets that learner's poll decision on the server, so their next poll
// reads their new end: the load's polls pay for it, and the bench checks the end reached them.

export const extraMinutes = 10;
/** One learner in this many is granted extra time before the exam, and one in this many during it. */
const oneIn = 20;

export interface ExtraTimeResult {
  minutes: number;
  grantedBefore: number;
  grantedDuring: number;
  /** The staff operation's latency, over the grants made during the loads. */
  grantP50Ms: number;
  grantMaxMs: number;
  /** Of the learners granted during the loads, those whose next poll answered their end moved by the minutes. */
  pollsWithNewEnd: number;
  /** Those whose next poll failed (a server still behind after the loads): neither end was seen. */
  pollsFailed: number;
  /** Grants planned during the loads that were not made: the loads had ended before their moment came. */
  grantsNotMade: number;
  /** Grants during the loads that failed or took longer than 30 s, and the first one's error. */
  grantFailures: number;
  firstGrantError: string | null;
}

interface Grants {
  staffCookie: string;
  before: ExamLearner[];
  during: ExamLearner[];
}

/** How long a staff member's grant may take before the bench counts it failed (a person would retry). */
const grantTimeoutMs = 30_000;

function grant(origin: string, staffCookie: string, assessid: string, learner: ExamLearner) {
  return callAs(
    origin,
    staffCookie,
    'staff/setAccommodation',
    {
      oid: demoOid,
      assessid,
      eid: learner.eid,
      extraMinutes,
      reason: 'Exam-day bench: an accommodation granted as staff grant them',
    },
    AbortSignal.timeout(grantTimeoutMs),
  );
}

/** Grants the learners of the first share their extra time, before the loads start. */
export async function grantBeforeExam(
  origin: string,
  assessid: string,
  learners: ExamLearner[],
): Promise<Grants> {
  const staffCookie = await staffSessionCookie(origin, demoAdmin);
  const before = learners.filter((_, index) => index % oneIn === 0);
  const during = learners.filter((_, index) => index % oneIn === oneIn / 2);
  for (const learner of before) await grant(origin, staffCookie, assessid, learner);
  return { staffCookie, before, during };
}

function endOf(origin: string, learner: ExamLearner, assessid: string): Promise<string | null> {
  return callAs<{ enddate?: string | null }>(origin, learner.cookie, 'getServerTime', {
    oid: demoOid,
    eid: learner.eid,
    assessid,
  }).then((answer) => answer.enddate ?? null);
}

/**
 * Grants the second share, evenly over the measured part of the loads (one staff member at work), then
 * asks each of them the server's time as their quiz view would and counts those whose end moved.
 */
export async function grantDuringExam(
  origin: string,
  assessid: string,
  grants: Grants,
  timing: { warmupSeconds: number; durationSeconds: number },
): Promise<ExtraTimeResult> {
  const { staffCookie, before, during } = grants;
  const [first] = during;
  const endBefore = first ? await endOf(origin, first, assessid) : null;
  await delay(timing.warmupSeconds * 1000);
  const gapMs = (timing.durationSeconds * 1000) / Math.max(1, during.length + 1);
  const latencies: number[] = [];
  const failures: string[] = [];
  const granted: ExamLearner[] = [];
  // Each grant has its moment on the measured part; one that a slow grant made late goes at once, and
  // those whose moment the loads outlived are not made (a server that slow keeps staff waiting too).
  const measuredFrom = performance.now();
  for (const [index, learner] of during.entries()) {
    const dueAt = measuredFrom + (index + 1) * gapMs;
    if (performance.now() - measuredFrom > timing.durationSeconds * 1000) break;
    await delay(Math.max(0, dueAt - performance.now()));
    const started = performance.now();
    try {
      await grant(origin, staffCookie, assessid, learner);
      latencies.push(performance.now() - started);
      granted.push(learner);
    } catch (error) {
      failures.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
  }
  const expected = endBefore && new Date(Date.parse(endBefore) + extraMinutes * 60_000).toISOString();
  let pollsWithNewEnd = 0;
  let pollsFailed = 0;
  for (const learner of granted) {
    const end = await endOf(origin, learner, assessid).catch(() => undefined);
    if (end === undefined) pollsFailed += 1;
    else if (end === expected) pollsWithNewEnd += 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    minutes: extraMinutes,
    grantedBefore: before.length,
    grantedDuring: granted.length,
    grantsNotMade: during.length - granted.length - failures.length,
    grantP50Ms: round(latencies[Math.floor(latencies.length / 2)] ?? Number.NaN),
    grantMaxMs: round(latencies.at(-1) ?? Number.NaN),
    pollsWithNewEnd,
    pollsFailed,
    grantFailures: failures.length,
    firstGrantError: failures[0] ?? null,
  };
}
