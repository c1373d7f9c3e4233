// When each request of an exam load goes, shared by the exam bench's worker and the failover worker.

import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

/** A fixed pseudo-random sequence (mulberry32), so runs share their schedule. */
export function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * How long after its last request was due an exam load waits for the answers still owed; so long, a
 * server that fell behind leaves them queued on the devices, counted unanswered, rather than a run that
 * never ends.
 */
export const drainSeconds = 30;

/**
 * Every request of a load in the order they are due, as two typed arrays rather than an object each: a
 * load process holds its whole plan (3.1 million polls at 10,000 learners), and 3.1 million live objects
 * made each of its full garbage collections a pause of hundreds of milliseconds, counted in the latency
 * of every answer that arrived during it.
 */
export interface Schedule {
  /** Milliseconds after the start, in order. */
  at: Float64Array;
  /** Whose request each is (an index into the learners). */
  learner: Uint32Array;
}

export interface LoadPlan {
  kind: 'poll' | 'save';
  /** Requests a second, all learners together. */
  rate: number;
  learners: number;
  warmupSeconds: number;
  durationSeconds: number;
}

/**
 * When each request goes, and whose it is. Polls: every learner once a second at a moment of their own
 * (each quiz view's timer started when its learner opened the quiz), so the second's polls are spread
 * as chance spreads them, not evenly. Saves: a Poisson process at the asked rate (learners answer when
 * they answer), the learners in turn.
 */
export function schedule({ kind, rate, learners, warmupSeconds, durationSeconds }: LoadPlan): Schedule {
  const random = randomSequence(kind === 'poll' ? 1 : 2);
  const endMs = (warmupSeconds + durationSeconds) * 1000;
  if (kind === 'poll') {
    const perSecond = Math.min(rate, learners);
    const phases = Array.from({ length: perSecond }, (_, learner) => ({ learner, at: random() * 1000 }));
    phases.sort((a, b) => a.at - b.at);
    const seconds = Math.ceil(endMs / 1000);
    const planned: Schedule = {
      at: new Float64Array(seconds * perSecond),
      learner: new Uint32Array(seconds * perSecond),
    };
    for (let second = 0; second < seconds; second += 1) {
      phases.forEach(({ learner, at }, index) => {
        planned.at[second * perSecond + index] = second * 1000 + at;
        planned.learner[second * perSecond + index] = learner;
      });
    }
    return planned;
  }
  const at: number[] = [];
  for (let moment = 0; ; ) {
    moment += (-Math.log(1 - random()) * 1000) / rate;
    if (moment >= endMs) break;
    at.push(moment);
  }
  return { at: Float64Array.from(at), learner: Uint32Array.from(at, (_, index) => index % learners) };
}

/**
 * Sends each request of the plan at its moment (`start`, a moment of performance.now(), plus its time),
 * through `dispatch`; answers once the last has gone.
 */
export async function follow(
  plan: Schedule,
  start: number,
  dispatch: (learner: number, at: number) => void,
): Promise<void> {
  const dueAt = (index: number) => start + (plan.at[index] ?? Number.POSITIVE_INFINITY);
  let next = 0;
  while (next < plan.at.length) {
    const now = performance.now();
    for (; next < plan.at.length && dueAt(next) <= now; next += 1) {
      dispatch(plan.learner[next] ?? 0, plan.at[next] ?? 0);
    }
    if (next < plan.at.length) await delay(Math.max(0, dueAt(next) - performance.now()));
  }
}
