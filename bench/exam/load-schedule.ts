// When each request of an exam load goes, shared by the exam bench's worker and the failover worker.

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

export interface Planned {
  /** Milliseconds after the start. */
  at: number;
  learner: number;
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
export function schedule({ kind, rate, learners, warmupSeconds, durationSeconds }: LoadPlan): Planned[] {
  const random = randomSequence(kind === 'poll' ? 1 : 2);
  const planned: Planned[] = [];
  const endMs = (warmupSeconds + durationSeconds) * 1000;
  if (kind === 'poll') {
    const perSecond = Math.min(rate, learners);
    const phases = Array.from({ length: perSecond }, (_, learner) => ({ learner, at: random() * 1000 }));
    phases.sort((a, b) => a.at - b.at);
    for (let second = 0; second * 1000 < endMs; second += 1) {
      for (const { learner, at } of phases) planned.push({ learner, at: second * 1000 + at });
    }
    return planned;
  }
  let at = 0;
  for (let index = 0; ; index += 1) {
    at += (-Math.log(1 - random()) * 1000) / rate;
    if (at >= endMs) return planned;
    planned.push({ learner: index % learners, at });
  }
}
