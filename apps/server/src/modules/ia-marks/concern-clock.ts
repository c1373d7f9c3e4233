/**
 * The time the 48-hour answer window of IA marks is judged by. Tests move it
 * (`vi.spyOn(concernClock, 'now')`) without touching the clock sessions expire by.
 */
export const concernClock = {
  now(): Date {
    return new Date();
  },
};
