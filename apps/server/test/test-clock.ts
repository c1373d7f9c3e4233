import { addMinutes, type Clock } from '../src/platform/clock.ts';

/** The app's one clock in tests: the machine's time until a test stops or moves it. */
export interface TestClock extends Clock {
  /** Stops the clock at `moment`. */
  set(moment: Date): void;
  /** Moves the clock `minutes` on from where it stands now (negative moves it back). */
  advance(minutes: number): void;
  /** Back to the machine's time. */
  reset(): void;
}

export function createTestClock(): TestClock {
  let stopped: Date | null = null;
  const now = () => (stopped ? new Date(stopped) : new Date());
  return {
    now,
    set(moment) {
      stopped = new Date(moment);
    },
    advance(minutes) {
      stopped = addMinutes(now(), minutes);
    },
    reset() {
      stopped = null;
    },
  };
}
