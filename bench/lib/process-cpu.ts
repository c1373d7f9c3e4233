import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (100 on every common Linux). */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * The CPU time (user + system) a process has used so far, in milliseconds, from /proc; undefined where
 * there is no /proc (the benchmark then reports throughput only).
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The fields after the command name: state is the first, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks / ticksPerSecond) * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU time of every process the kernel names `postgres` (the server and its backends), by pid. */
export function postgresCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return times;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(Number(pid));
    if (ms !== undefined) times.set(Number(pid), ms);
  }
  return times;
}

/** What PostgreSQL's processes used between two readings of `postgresCpuMs` (a backend new since counts whole). */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
