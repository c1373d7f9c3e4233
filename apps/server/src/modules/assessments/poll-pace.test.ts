import { serverTimeDelayMs } from '@aula/contract/assessment-limits';
import { describe, expect, it } from 'vitest';
import { measuredPollPace, nextPollDelay, SLOWEST_POLL_MS } from './poll-pace.ts';

// ADR 0104: a server too busy for every quiz view's poll a second asks for them less often.

describe("the server-time polls' pace", () => {
  it('slows by a second while the server is busy, up to five seconds', () => {
    expect(nextPollDelay(serverTimeDelayMs, 0.9)).toBe(2 * serverTimeDelayMs);
    expect(nextPollDelay(4 * serverTimeDelayMs, 0.8)).toBe(SLOWEST_POLL_MS);
    expect(nextPollDelay(SLOWEST_POLL_MS, 1)).toBe(SLOWEST_POLL_MS);
  });

  it('quickens by a second only while the quicker polls would leave room, down to the spec’s second', () => {
    expect(nextPollDelay(SLOWEST_POLL_MS, 0.2)).toBe(4 * serverTimeDelayMs);
    expect(nextPollDelay(serverTimeDelayMs, 0)).toBe(serverTimeDelayMs);
    expect(nextPollDelay(serverTimeDelayMs, 0.7)).toBe(serverTimeDelayMs);
    // From 2 s to 1 s doubles the polls: 0.3 of the time working would become 0.6, 0.35 would be 0.7.
    expect(nextPollDelay(2 * serverTimeDelayMs, 0.3)).toBe(serverTimeDelayMs);
    expect(nextPollDelay(2 * serverTimeDelayMs, 0.35)).toBe(2 * serverTimeDelayMs);
    expect(nextPollDelay(5 * serverTimeDelayMs, 0.45)).toBe(4 * serverTimeDelayMs);
    expect(nextPollDelay(5 * serverTimeDelayMs, 0.5)).toBe(SLOWEST_POLL_MS);
  });

  it("reads the process's own event loop: two seconds and more of nothing but work slow the polls", async () => {
    const pace = measuredPollPace();
    try {
      expect(pace.delayMs()).toBe(serverTimeDelayMs);
      // Work the event loop cannot leave until the pace's next look (every 2 s).
      const until = performance.now() + 2_500;
      while (performance.now() < until) Math.sqrt(Math.random());
      await expect.poll(() => pace.delayMs(), { timeout: 5_000 }).toBe(2 * serverTimeDelayMs);
    } finally {
      pace.close();
    }
  });
});
