/** Asia/Kolkata keeps UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `moment` in Asia/Kolkata as ISO 8601 with its offset: 2026-11-22T09:30:00.000+05:30. */
export function indianTime(moment: Date): string {
  return new Date(moment.getTime() + KOLKATA_OFFSET_MS).toISOString().replace(/Z$/, '+05:30');
}
