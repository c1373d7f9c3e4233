import { readFile } from 'node:fs/promises';
import type { GcLogLine } from '../lib/gc-log.ts';

/** A server's garbage collection over a run's measured part, from its log (`lib/gc-log.ts`). */
export interface ServerGc {
  full: { count: number; pauseMs: number; longestPauseMs: number };
  young: { count: number; pauseMs: number; longestPauseMs: number };
  /** Seconds in which the event loop was held up 50 ms or more, and the longest hold. */
  stalls: { seconds: number; longestMs: number };
  /** By the load's windows: the full collections that began in each, and its longest stall. */
  windows: { full: number; longestStallMs: number }[];
}

/** A hold of the event loop this long or more is a stall (a young collection is 2 to 20 ms). */
const STALL_MS = 50;

const summed = (pauses: number[]) => ({
  count: pauses.length,
  pauseMs: Math.round(pauses.reduce((sum, ms) => sum + ms, 0)),
  longestPauseMs: Math.round(Math.max(0, ...pauses)),
});

/**
 * The collections and stalls of the log's lines from `fromMs` (epoch), in `windows` windows of
 * `windowSeconds`; undefined when the server wrote no log.
 */
export async function serverGcDuring(
  file: string,
  fromMs: number,
  windowSeconds: number,
  windows: number,
): Promise<ServerGc | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as GcLogLine);
  const byWindow = Array.from({ length: windows }, () => ({ full: 0, longestStallMs: 0 }));
  const measured: GcLogLine[] = [];
  for (const line of lines) {
    const window = byWindow[Math.floor((line.at - fromMs) / (windowSeconds * 1000))];
    if (!window) continue;
    measured.push(line);
    if ('gc' in line && line.gc === 'major') window.full += 1;
    if ('stalledMs' in line)
      window.longestStallMs = Math.max(window.longestStallMs, Math.round(line.stalledMs));
  }
  const pauses = (kind: 'major' | 'minor') =>
    measured.flatMap((line) => ('gc' in line && line.gc === kind ? [line.pauseMs] : []));
  const stalls = measured.flatMap((line) => ('stalledMs' in line ? [line] : []));
  return {
    full: summed(pauses('major')),
    young: summed(pauses('minor')),
    stalls: {
      seconds: stalls.filter((line) => line.stalledMs >= STALL_MS).length,
      longestMs: Math.round(Math.max(0, ...stalls.map((line) => line.stalledMs))),
    },
    windows: byWindow,
  };
}
