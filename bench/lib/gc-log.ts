// Preloaded into an Aula server the bench starts (`--import`, aula-server.ts) when a report wants to
// say how much of a run the server's garbage collector took. Appends to the file BENCH_GC_LOG names,
// one JSON line each: every collection (`gc`: Node's kind, major or minor; its pause), and each second
// the longest the event loop was held up (`stalledMs`), which counts what the pause does not: a full
// collection's marking runs in steps on the server's thread and on V8's helper threads, which share the
// pinned server core. Times are epoch milliseconds, to be laid beside the load's windows.
import { appendFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export type GcLogLine =
  | { at: number; gc: 'major' | 'minor'; pauseMs: number }
  | { at: number; stalledMs: number };

const file = process.env.BENCH_GC_LOG;
if (file) {
  const write = (lines: GcLogLine[]) => {
    if (lines.length > 0) appendFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  };
  new PerformanceObserver((list) => {
    const lines: GcLogLine[] = [];
    for (const entry of list.getEntries()) {
      const { kind } = (entry as { detail?: { kind?: number } }).detail ?? {};
      const gc =
        kind === constants.NODE_PERFORMANCE_GC_MAJOR
          ? 'major'
          : kind === constants.NODE_PERFORMANCE_GC_MINOR
            ? 'minor'
            : undefined;
      if (gc) lines.push({ at: performance.timeOrigin + entry.startTime, gc, pauseMs: entry.duration });
    }
    write(lines);
  }).observe({ entryTypes: ['gc'] });
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  setInterval(() => {
    write([{ at: Date.now() - 1000, stalledMs: delays.max / 1e6 }]);
    delays.reset();
  }, 1000).unref();
}
