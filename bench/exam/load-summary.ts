import { round } from '../lib/stats.ts';
import type { LoadCounts } from './exam-worker.ts';

export interface ExamLoadResult {
  requestsPerSecond: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The errors and timeouts by their code (undici's or the system's), so a report can say what failed. */
  errorKinds: Record<string, number>;
  /** How late the load tool itself sent its requests (p99): above a millisecond or two, it was the limit. */
  sendLagP99Ms: number;
  /**
   * Measured requests still unanswered when the drain ended (`drainSeconds` after the last was due): a
   * server that cannot keep up leaves a queue on every device, which would otherwise run for ever.
   */
  unanswered: number;
  /** The run in windows of `windowSeconds`, by when requests were due: where the tail came from. */
  windowSeconds: number;
  windows: { p50Ms: number; p99Ms: number; maxMs: number; total: number }[];
}

/** One kind of request as one load process recorded it. */
export interface LoadPart {
  counts: LoadCounts;
  /** Each answered request's latency and when it was due (ms after the measured part began). */
  latencies: Float64Array;
  dueTimes: Float64Array;
  /** How late each request went. */
  sendLags: Float64Array;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function joined(arrays: Float64Array[]): Float64Array {
  const all = new Float64Array(arrays.reduce((sum, values) => sum + values.length, 0));
  let at = 0;
  for (const values of arrays) {
    all.set(values, at);
    at += values.length;
  }
  return all;
}

/** One kind of request over every load process: their samples together, as if one process had sent all. */
export function summariseLoad(
  parts: LoadPart[],
  durationSeconds: number,
  elapsedSeconds: number,
): ExamLoadResult {
  const latencies = joined(parts.map((part) => part.latencies));
  const dueTimes = joined(parts.map((part) => part.dueTimes));
  const total = (count: (counts: LoadCounts) => number) =>
    parts.reduce((sum, part) => sum + count(part.counts), 0);
  const errorKinds: Record<string, number> = {};
  for (const { counts } of parts) {
    for (const [code, count] of Object.entries(counts.errorKinds))
      errorKinds[code] = (errorKinds[code] ?? 0) + count;
  }
  const non2xx = total((counts) => counts.non2xx);
  const errors = total((counts) => counts.errors);
  const timeouts = total((counts) => counts.timeouts);

  const windowSeconds = Math.max(1, Math.round(durationSeconds / 30));
  const windowed = Array.from({ length: Math.ceil(durationSeconds / windowSeconds) }, () => [] as number[]);
  latencies.forEach((latency, index) => {
    const window = Math.floor((dueTimes[index] ?? 0) / 1000 / windowSeconds);
    windowed[Math.min(windowed.length - 1, window)]?.push(latency);
  });
  const windows = windowed.map((values) => {
    const inWindow = Float64Array.from(values).sort();
    return {
      p50Ms: round(percentile(inWindow, 0.5)),
      p99Ms: round(percentile(inWindow, 0.99)),
      maxMs: round(inWindow.at(-1) ?? Number.NaN),
      total: inWindow.length,
    };
  });
  const sorted = latencies.sort();
  const lags = joined(parts.map((part) => part.sendLags)).sort();
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    total: latencies.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    meanMs: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    non2xx,
    errors,
    timeouts,
    errorKinds,
    sendLagP99Ms: round(percentile(lags, 0.99)),
    unanswered: total((counts) => counts.planned) - latencies.length - non2xx - errors - timeouts,
    windowSeconds,
    windows,
  };
}
