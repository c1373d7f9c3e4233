import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { startAula } from '../lib/aula-server.ts';
import { launchChromium } from '../lib/chromium.ts';
import { tmpFolder, webDist } from '../lib/paths.ts';
import { freePort } from '../lib/ports.ts';
import { requireWebBuild } from '../lib/web-build.ts';
import { type AppPage, appPages, lazyLibraries, pageCookies } from './app-pages.ts';
import { scriptsLoadedBy, scriptsNamedBy } from './page-scripts.ts';
import { type ScriptSet, sizeScripts } from './script-sizes.ts';

const floorConfig = fileURLToPath(new URL('./floor/vite.config.ts', import.meta.url));
const floorDist = join(tmpFolder, 'floor');

export interface AppSize {
  /** What index.html names: the entry script and its modulepreload links. */
  named: ScriptSet;
  /** What Chromium loaded on opening the page, lazy chunks of the first render included. */
  loaded: ScriptSet;
}

/** What one signed-in page loaded, and which of the lazily loaded libraries came with it. */
export interface PageSize {
  page: AppPage;
  loaded: ScriptSet;
  /** Per library (pdf.js, scorm-again), the chunks of it the page loaded; none: it did not load. */
  libraries: Record<string, string[]>;
}

export interface SizeBenchResult {
  floor: AppSize;
  web: AppSize;
  /** The course page and the player on objects of several types. */
  pages: PageSize[];
  /** Per library, its chunks in the build: the names the pages are checked against. */
  libraryChunks: Record<string, string[]>;
  /** The landing page's loaded JavaScript over the floor's, gzipped. */
  ratio: number;
  chromium: string;
}

async function measureFloor(browser: Browser): Promise<AppSize> {
  const port = await freePort();
  const server = await preview({
    configFile: floorConfig,
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  try {
    const loaded = await scriptsLoadedBy(browser, `http://127.0.0.1:${port}/`);
    return {
      named: sizeScripts(floorDist, scriptsNamedBy(floorDist)),
      loaded: sizeScripts(floorDist, loaded),
    };
  } finally {
    await server.close();
  }
}

function librariesIn(paths: string[]): Record<string, string[]> {
  return Object.fromEntries(
    lazyLibraries.map((library) => [library.name, paths.filter((path) => library.chunk.test(path))]),
  );
}

/**
 * The landing page, then the course page and the player (signed in), as the real server serves them,
 * on a fresh PGlite database seeded with the demo.
 */
async function measureWeb(browser: Browser): Promise<{ web: AppSize; pages: PageSize[] }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-size-'));
  const server = await startAula({ kind: 'pglite', dataDir }, port);
  try {
    const loaded = await scriptsLoadedBy(browser, `${origin}/`);
    const web = {
      named: sizeScripts(webDist, scriptsNamedBy(webDist)),
      loaded: sizeScripts(webDist, loaded),
    };
    const cookies = await pageCookies(origin);
    const pages: PageSize[] = [];
    for (const page of appPages) {
      console.log(`Size benchmark: ${page.name} (${page.path})`);
      const scripts = await scriptsLoadedBy(browser, `${origin}${page.path}`, {
        cookie: cookies[page.account],
        shows: page.shows,
      });
      pages.push({ page, loaded: sizeScripts(webDist, scripts), libraries: librariesIn(scripts) });
    }
    return { web, pages };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Measures the built web app (`apps/web/dist`; run-all builds it first) against the floor app. */
export async function runSizeBench(): Promise<SizeBenchResult> {
  requireWebBuild();
  console.log('Size benchmark: building the floor app');
  await build({ configFile: floorConfig });
  const browser = await launchChromium();
  try {
    const floor = await measureFloor(browser);
    const { web, pages } = await measureWeb(browser);
    const built = readdirSync(join(webDist, 'assets')).map((file) => `/assets/${file}`);
    return {
      floor,
      web,
      pages,
      libraryChunks: librariesIn(built),
      ratio: web.loaded.gzipBytes / floor.loaded.gzipBytes,
      chromium: browser.version(),
    };
  } finally {
    await browser.close();
  }
}
