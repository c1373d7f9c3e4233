/**
 * What a bench started outside its own process (load workers, servers, a PostgreSQL cluster) must not
 * outlive it: a bench that crashed once left a worker sending 10,000 polls a second for half an hour.
 * Each cleanup runs once, synchronously, when the bench exits for any reason (an uncaught error
 * included) or is stopped by SIGINT or SIGTERM; a cleanup that already ran by the normal way is dropped.
 */
const cleanups = new Set<() => void>();

function runAll(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Exiting anyway: the others still run.
    }
  }
  cleanups.clear();
}

process.once('exit', runAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    runAll();
    process.exit(code);
  });
}

/** Registers `cleanup` for the bench's exit; the returned function drops it (after a normal stop). */
export function onBenchExit(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
