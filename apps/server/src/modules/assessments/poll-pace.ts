import { performance } from 'node:perf_hooks';
import { serverTimeDelayMs } from '@aula/contract/assessment-limits';

/** The longest the server asks a quiz view to wait before its next server-time poll. */
export const SLOWEST_POLL_MS = 5 * serverTimeDelayMs;
/** Above this share of its time working, the server asks for slower polls. */
const BUSY = 0.75;
/** A quicker pace is asked for only if the server would still work at most this share of its time. */
const ROOM = 0.6;
/** How often the server looks at how busy it was. */
const SAMPLE_MS = 2_000;

/**
 * How long the quiz views are asked to wait between server-time polls (the answer's `delay`, which the
 * view obeys). Every view polling once a second is most of an exam's requests, and the poll carries
 * nothing a learner loses by hearing it a few seconds later: the countdown runs on the device's clock
 * between polls. So a server too busy for them all asks for them less often, and keeps its time for
 * the answers being saved (ADR 0104).
 */
export interface PollPace {
  delayMs(): number;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-time polls' pace, made by the composition root (app.ts). */
    pollPace: PollPace;
  }
}

/**
 * The next delay from the current one and the share of the last while the server spent working (its
 * event loop's utilisation): a second longer above BUSY; a second shorter when the polls a second
 * quicker would bring would still leave it within ROOM, counting all its work as polls' (so saves only
 * make it careful); between the spec's default of one second and SLOWEST_POLL_MS. From two seconds to
 * one doubles the polls: at a 2 s pace it quickens only below 0.3. A step at a time, because the views
 * take a new delay only at their next poll; and a quicker pace that would be busy again at once would
 * swing the load, each swing a burst of polls that every answer waits behind.
 */
export function nextPollDelay(current: number, utilisation: number): number {
  if (utilisation > BUSY) return Math.min(SLOWEST_POLL_MS, current + serverTimeDelayMs);
  const quicker = current - serverTimeDelayMs;
  if (quicker < serverTimeDelayMs) return serverTimeDelayMs;
  return (utilisation * current) / quicker <= ROOM ? quicker : current;
}

/** The pace by this process's own event loop, looked at every SAMPLE_MS. */
export function measuredPollPace(): PollPace {
  let delay = serverTimeDelayMs;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    delay = nextPollDelay(delay, performance.eventLoopUtilization(now, last).utilization);
    last = now;
  }, SAMPLE_MS);
  timer.unref();
  return { delayMs: () => delay, close: () => clearInterval(timer) };
}
