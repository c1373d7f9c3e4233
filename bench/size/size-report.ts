import { type Machine, machineSection } from '../lib/machine.ts';
import { round } from '../lib/stats.ts';
import { lazyLibraries } from './app-pages.ts';
import type { AppSize, PageSize, SizeBenchResult } from './run-size-bench.ts';

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

function pageRows(pages: PageSize[]): string[] {
  const plain = pages.find((each) => each.page.id === 'player-audio');
  return pages.map(({ page, loaded, libraries }) => {
    const extra =
      plain && page.id.startsWith('player-') && page.id !== plain.page.id
        ? `+${kib(loaded.gzipBytes - plain.loaded.gzipBytes)}`
        : '';
    const columns = lazyLibraries.map(({ name }) => {
      const chunks = libraries[name] ?? [];
      return chunks.length === 0 ? 'no' : `**yes** (${chunks.length} chunk${chunks.length === 1 ? '' : 's'})`;
    });
    return (
      `| ${page.name} (\`${page.path}\`, ${page.account}) | ${loaded.scripts.length} | ${kib(loaded.bytes)} | ` +
      `${kib(loaded.gzipBytes)} | ${extra} | ${columns.join(' | ')} |`
    );
  });
}

/** The pages that loaded a library other than the one whose object type needs it. */
export function misplacedLibraries(result: SizeBenchResult): string[] {
  const owner: Record<string, string> = { 'pdf.js': 'player-pdf', 'scorm-again': 'player-scorm' };
  return result.pages.flatMap(({ page, libraries }) =>
    Object.entries(libraries)
      .filter(([name, chunks]) => chunks.length > 0 && owner[name] !== page.id)
      .map(([name]) => `${name} on ${page.name}`),
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
    '## The course page and the player',
    '',
    'The same way, signed in (the session cookie in the browser context): the course page and the player on ' +
      'an object of a plain type (audio), a pdf object and a SCORM package (`bench/size/app-pages.ts`; the ' +
      'player account first completes the objects before its SCORM object through the API). pdf.js and ' +
      'scorm-again are known by their chunks in the build: ' +
      lazyLibraries
        .map(({ name }) => {
          const chunks = result.libraryChunks[name] ?? [];
          return `${name} ${chunks.length === 0 ? '(no chunk found: the name pattern is out of date)' : chunks.map((chunk) => `\`${chunk}\``).join(', ')}`;
        })
        .join('; ') +
      '. "Beyond audio" is what the object type adds to the player on the plain object.',
    '',
    `| page | scripts loaded | raw | gzip | beyond audio | ${lazyLibraries.map(({ name }) => name).join(' | ')} |`,
    `|---|---:|---:|---:|---:|${lazyLibraries.map(() => '---|').join('')}`,
    ...pageRows(result.pages),
    '',
    misplacedLibraries(result).length === 0
      ? 'pdf.js loads only with a pdf object and scorm-again only with a SCORM object: **met**.'
      : `Loaded where their object type is not: **${misplacedLibraries(result).join(', ')}**.`,
    '',
    '## Scripts the landing page loads',
    '',
    '| script | raw | gzip |',
    '|---|---:|---:|',
    ...scripts,
    '',
    machineSection(machine, versions),
    '',
  ].join('\n');
}
