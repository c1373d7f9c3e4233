/*
 * How a device reads the server's clock from its polls (`getServerTime`): shared by the quiz view's
 * countdown and the exam bench's simulated devices, so the bench measures the countdown learners see.
 */

/** One answered poll: the server's clock against the device's (ms), and how long the call took. */
export interface ClockReading {
  offset: number;
  roundTrip: number;
}

/** The readings a device weighs: about the last ten seconds' at one poll a second. */
const keptReadings = 10;

/**
 * The readings to keep once `reading` has come, and the offset to count down by.
 *
 * The server read its clock somewhere within the call, so a reading places the true offset within
 * half its round trip of its own. A kept reading whose range does not meet the new one's was taken
 * against another device clock (the learner set it, or its own time service stepped it) and is
 * dropped; the last `keptReadings` stay. The offset is that of the quickest call kept, whose error is
 * the smallest (the latest among equals): one slow answer (a phone's network stalling, a server
 * waiting on its database) would otherwise move the countdown by up to half its round trip, and back
 * at the next.
 */
export function weighReading(
  readings: readonly ClockReading[],
  reading: ClockReading,
): { readings: ClockReading[]; offset: number } {
  const agreeing = readings.filter(
    (kept) => Math.abs(kept.offset - reading.offset) <= (kept.roundTrip + reading.roundTrip) / 2,
  );
  const kept = [...agreeing, reading].slice(-keptReadings);
  let best = reading;
  for (const candidate of kept) if (candidate.roundTrip < best.roundTrip) best = candidate;
  return { readings: kept, offset: best.offset };
}
