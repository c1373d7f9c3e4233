import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsFolder, tmpFolder } from './paths.ts';

/** Today's date, written inside each report. */
export function runDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Writes a bench's report as `<name>.md` and `<name>.json` under bench/results, replacing the last run's:
 * the folder holds each bench's latest report, and git holds their history. A run with BENCH_LABEL set
 * (`before`, a trial) is an experiment: its report goes to bench/.tmp/results/<name>-<label>.*, which git
 * ignores. Returns the paths written.
 */
export function writeResults(name: string, markdown: string, data: unknown): string[] {
  const label = process.env.BENCH_LABEL;
  const folder = label ? join(tmpFolder, 'results') : resultsFolder;
  mkdirSync(folder, { recursive: true });
  const base = join(folder, label ? `${name}-${label}` : name);
  writeFileSync(`${base}.md`, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
  writeFileSync(`${base}.json`, `${JSON.stringify(data, null, 2)}\n`);
  return [`${base}.md`, `${base}.json`];
}
