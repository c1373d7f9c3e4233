/** Seconds as m:ss (75 is 1:15); an unknown length (NaN, Infinity) as 0:00. */
export function formatPlayTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
