/**
 * The time every identity rule is measured by (session expiry, code and link lifetimes, rate-limit
 * windows). Times are computed here and sent to the database, never taken from its `now()`, so tests
 * can move this clock and so several servers agree with the rows they write.
 */
export const clock = {
  now(): Date {
    return new Date();
  },
};

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
