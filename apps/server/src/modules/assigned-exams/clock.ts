/**
 * The time test windows are judged by. Tests move it (`vi.spyOn(testClock, 'now')`) to stand before,
 * inside and after a window without touching the clock sessions expire by.
 */
export const testClock = {
  now(): Date {
    return new Date();
  },
};
