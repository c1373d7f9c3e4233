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

export interface SizeBenchResult {
  floor: AppSize;
  web: AppSize;
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

/** The landing page as the real server serves it, on a fresh PGlite database seeded with the demo. */
async function measureWeb(browser: Browser): Promise<AppSize> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-size-'));
  const server = await startAula({ kind: 'pglite', dataDir }, port);
  try {
    const loaded = await scriptsLoadedBy(browser, `http://127.0.0.1:${port}/`);
    return { named: sizeScripts(webDist, scriptsNamedBy(webDist)), loaded: sizeScripts(webDist, loaded) };
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
    const web = await measureWeb(browser);
    return { floor, web, ratio: web.loaded.gzipBytes / floor.loaded.gzipBytes, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
