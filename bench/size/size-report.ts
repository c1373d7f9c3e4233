import { type Machine, machineTable } from '../lib/machine.ts';
import { round } from '../lib/stats.ts';
import type { AppSize, SizeBenchResult } from './run-size-bench.ts';

/** The landing page's JavaScript should stay within this multiple of the floor app's. */
export const sizeTarget = 1.1;

function kib(bytes: number): string {
  return `${round(bytes / 1024, 1)} KiB`;
}

function row(name: string, size: AppSize): string {
  return (
    `| ${name} | ${size.loaded.scripts.length} | ${kib(size.loaded.bytes)} | ${kib(size.loaded.gzipBytes)} ` +
    `(${size.loaded.gzipBytes} B) | ${size.named.scripts.length} | ${kib(size.named.gzipBytes)} |`
  );
}

export function sizeReport(
  result: SizeBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
): string {
  const met = result.ratio <= sizeTarget ? 'met' : 'not met';
  const scripts = result.web.loaded.scripts.map(
    (script) => `| \`${script.path}\` | ${kib(script.bytes)} | ${kib(script.gzipBytes)} |`,
  );
  return [
    `# Bundle size, ${date}: the landing page's JavaScript against a floor app`,
    '',
    'The floor app (`bench/size/floor`) is the smallest page made of the same parts: React, a Material UI ' +
      'theme, CssBaseline, an AppBar, Typography and a Button, built by the same Vite for production. Both pages ' +
      `are opened in Chromium ${result.chromium} (1280 × 720) until the network is quiet, and every script they ` +
      'load (entry, static imports, lazy chunks of the first render) is gzipped on its own at level 9. The web ' +
      'app is served by the real server on a fresh PGlite database seeded from `content/demo`. "Named in ' +
      'index.html" counts only the entry and its modulepreload links.',
    '',
    '| app | scripts loaded | raw | gzip | named in index.html | gzip |',
    '|---|---:|---:|---:|---:|---:|',
    row('floor', result.floor),
    row('Aula landing page', result.web),
    '',
    `Ratio of the landing page to the floor (gzip, loaded): **${round(result.ratio, 3)}**. ` +
      `Target: at most ${sizeTarget}: **${met}**.`,
    '',
    '## Scripts the landing page loads',
    '',
    '| script | raw | gzip |',
    '|---|---:|---:|',
    ...scripts,
    '',
    '## Machine',
    '',
    machineTable(machine, versions),
    '',
  ].join('\n');
}
