import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsFolder } from './paths.ts';

/** Today's date as the results' file prefix (a second run on the same day replaces the first). */
export function runDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Writes `<date>-<name>.md` and `<date>-<name>.json` under bench/results and returns their paths. */
export function writeResults(name: string, date: string, markdown: string, data: unknown): string[] {
  mkdirSync(resultsFolder, { recursive: true });
  const base = join(resultsFolder, `${date}-${name}`);
  writeFileSync(`${base}.md`, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
  writeFileSync(`${base}.json`, `${JSON.stringify(data, null, 2)}\n`);
  return [`${base}.md`, `${base}.json`];
}
