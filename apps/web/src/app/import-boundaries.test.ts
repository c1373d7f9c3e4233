// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const biome = join(repoRoot, 'node_modules/.bin/biome');

let workspace: string;

/**
 * Lints a file at `path` (below apps/web/src) holding one import of each of `specifiers`, with the
 * repository's own Biome configuration, in a scratch folder; answers the specifiers it refused.
 */
async function refused(path: string, specifiers: string[]): Promise<string[]> {
  const file = join(workspace, 'apps/web/src', path);
  await mkdir(dirname(file), { recursive: true });
  const lines = specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`);
  const names = specifiers.map((_, index) => `m${index}`).join(', ');
  await writeFile(file, `${lines.join('\n')}\nexport const all = [${names}];\n`);
  const output = await run(biome, ['lint', '--max-diagnostics=none', file], { cwd: workspace }).then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
  const refusedLines = new Set(
    [...output.matchAll(/:(\d+):\d+ lint\/style\/noRestrictedImports/g)].map((match) => Number(match[1])),
  );
  return specifiers.filter((_, index) => refusedLines.has(index + 1));
}

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'aula-imports-'));
  const config = JSON.parse(await readFile(join(repoRoot, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // The scratch folder is no git checkout; everything else is the repository's configuration.
  await writeFile(
    join(workspace, 'biome.json'),
    JSON.stringify({ ...config, $schema: undefined, vcs: undefined }),
  );
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('the import boundaries of the web app (biome.json, `npm run lint`)', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature, at any depth in its folder', async () => {
    expect(await refused('features/calendar/events.tsx', ['../programs/a.ts', './components/b.tsx'])).toEqual(
      ['../programs/a.ts'],
    );
    expect(
      await refused('features/calendar/components/events.tsx', [
        '../../programs/components/a.tsx',
        '../api/get-events.ts',
        './month-grid.tsx',
      ]),
    ).toEqual(['../../programs/components/a.tsx']);
    expect(
      await refused('features/public-site/components/banner/slides.ts', [
        '../../../programs/a.ts',
        '../../assets/banner.svg',
      ]),
    ).toEqual(['../../../programs/a.ts']);
  });

  it('lets a feature import components/, lib/, the route table and the contract, and nothing else of app/', async () => {
    expect(
      await refused('features/calendar/components/events.tsx', [
        '../../../components/page-layout.tsx',
        '../../../lib/session.ts',
        '../../../app/paths.ts',
        '@aula/contract/events',
        '../../../app/router.tsx',
        '../../../app/routes/event-page.tsx',
      ]),
    ).toEqual(['../../../app/router.tsx', '../../../app/routes/event-page.tsx']);
  });

  it('keeps components/ and lib/ free of features and app/', async () => {
    expect(
      await refused('components/query-state.tsx', [
        '../features/calendar/a.ts',
        '../app/paths.ts',
        '../lib/b.ts',
      ]),
    ).toEqual(['../features/calendar/a.ts', '../app/paths.ts']);
    expect(await refused('lib/session.ts', ['../features/auth/a.ts', './api-client.ts'])).toEqual([
      '../features/auth/a.ts',
    ]);
  });

  it('covers every file of every feature (biome.json has one override per folder depth, up to three)', async () => {
    const features = join(repoRoot, 'apps/web/src/features');
    const files = await readdir(features, { recursive: true, withFileTypes: true });
    const depths = files
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => entry.parentPath.slice(features.length + 1).split('/').length - 1);
    expect(Math.max(...depths)).toBeLessThanOrEqual(3);
  });

  it('lets pages in app/routes compose features', async () => {
    expect(
      await refused('app/routes/event-page.tsx', ['../../features/calendar/a.tsx', '../paths.ts']),
    ).toEqual([]);
  });
});
