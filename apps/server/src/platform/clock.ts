/**
 * The one clock of the server. Every rule about time (session expiry, code and link lifetimes,
 * rate-limit windows, exam windows, the 48-hour answer window of IA marks, the day a certificate is
 * issued) reads the clock the app was built with (`app.clock`, a handler's `clock`). Times are computed
 * here and sent to the database, never taken from its `now()`, so tests move this one clock and several
 * servers agree with the rows they write.
 */
export interface Clock {
  now(): Date;
}

/** The real time of the machine. */
export const systemClock: Clock = {
  now: () => new Date(),
};

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
