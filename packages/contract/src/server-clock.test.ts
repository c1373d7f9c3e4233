import { describe, expect, it } from 'vitest';
import { type ClockReading, weighReading } from './server-clock.ts';

/** The readings kept and the offset after each of `readings` in turn. */
function read(...readings: ClockReading[]) {
  return readings.reduce((weighed, reading) => weighReading(weighed.readings, reading), {
    readings: [] as ClockReading[],
    offset: Number.NaN,
  });
}

describe("a device's reading of the server's clock", () => {
  it('keeps the offset of its quickest call when a slow one comes', () => {
    // The server 10 h ahead; a call of 8 s whose answer was read at the start of its trip reads 4 s off.
    const ahead = 36_000_000;
    expect(
      read({ offset: ahead + 2, roundTrip: 4 }, { offset: ahead - 4_000, roundTrip: 8_000 }).offset,
    ).toBe(ahead + 2);
  });

  it('takes a quicker reading over a slower one, and the latest among equals', () => {
    expect(read({ offset: 100, roundTrip: 40 }, { offset: 110, roundTrip: 10 }).offset).toBe(110);
    expect(read({ offset: 100, roundTrip: 10 }, { offset: 104, roundTrip: 10 }).offset).toBe(104);
  });

  it('follows a device clock set back ten minutes at once, whatever the earlier calls took', () => {
    const weighed = read({ offset: 0, roundTrip: 2 }, { offset: 600_000, roundTrip: 300 });
    expect(weighed).toEqual({ readings: [{ offset: 600_000, roundTrip: 300 }], offset: 600_000 });
  });

  it('weighs only the last ten readings, so an old quick one does not hold for ever', () => {
    const quick = { offset: 50, roundTrip: 1 };
    const later = Array.from({ length: 10 }, () => ({ offset: 60, roundTrip: 30 }));
    expect(read(quick, ...later.slice(1)).offset).toBe(50);
    expect(read(quick, ...later).offset).toBe(60);
  });
});
