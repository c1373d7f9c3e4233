import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startAula } from '../lib/aula-server.ts';
import { chromiumFlags, chromiumPath } from '../lib/chromium.ts';
import { tmpFolder } from '../lib/paths.ts';
import { freePort } from '../lib/ports.ts';
import { post, sessionCookie } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';
import { accounts, type BenchScreen } from './screens.ts';

/** What one Lighthouse run measured on one screen. */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes transferred (Lighthouse's total byte weight). */
  bytes: number;
  requests: number;
  scripts: number;
  /** Lighthouse's estimate of this machine's speed (higher is faster); it scales the simulated CPU. */
  benchmarkIndex: number;
  /** The element of the largest contentful paint, as Lighthouse shows it (its HTML snippet). */
  lcpElement: string;
  warnings: string[];
}

export type LighthouseMedians = Omit<LighthouseRun, 'warnings' | 'lcpElement'>;

export interface ScreenResult {
  screen: BenchScreen;
  /** Runs set aside for a benchmark index under the minimum, or because Lighthouse failed. */
  setAside: number;
  runs: LighthouseRun[];
  median: LighthouseMedians;
}

/** Lighthouse's settings as it reported them, so the report says what was simulated. */
export interface LighthouseSettings {
  formFactor: string;
  screen: string;
  throttlingMethod: string;
  rttMs: number;
  throughputKbps: number;
  cpuSlowdown: number;
}

export interface LighthouseBenchResult {
  runs: number;
  minimumBenchmarkIndex: number;
  settings: LighthouseSettings;
  chromium: string;
  lighthouse: string;
  screens: ScreenResult[];
}

function numeric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${audit}`);
  return value;
}

function requestCounts(result: Result): { requests: number; scripts: number } {
  const details = result.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return {
    requests: items.length,
    scripts: items.filter((item) => item.resourceType === 'Script').length,
  };
}

function lcpElement(result: Result): string {
  const details = result.audits['lcp-breakdown-insight']?.details;
  const items = details?.type === 'list' ? details.items : [];
  const node = items.find((item) => item.type === 'node');
  return node?.type === 'node' ? (node.snippet ?? node.selector ?? 'unknown') : 'none found';
}

function summarise(result: Result): LighthouseRun {
  return {
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric(result, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(result, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(result, 'total-blocking-time')),
    cls: Math.round(numeric(result, 'cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(numeric(result, 'speed-index')),
    bytes: Math.round(numeric(result, 'total-byte-weight')),
    ...requestCounts(result),
    benchmarkIndex: Math.round(result.environment.benchmarkIndex),
    lcpElement: lcpElement(result),
    warnings: result.runWarnings,
  };
}

function medians(runs: LighthouseRun[]): LighthouseMedians {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    speedIndexMs: of((run) => run.speedIndexMs),
    bytes: of((run) => run.bytes),
    requests: of((run) => run.requests),
    scripts: of((run) => run.scripts),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/**
 * Puts the session cookie into the browser's own cookie jar (DevTools protocol, browser target), as
 * signing in would. An extra Cookie header would not do: Chromium sends its jar's cookies instead as soon
 * as the page writes one of its own (the app stores the language in a cookie), and the app, answered
 * 401, signs out to the landing page.
 */
async function setCookies(devToolsPort: number, origin: string, cookie: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${devToolsPort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const cookies = cookie.split('; ').map((pair) => {
    const split = pair.indexOf('=');
    return { name: pair.slice(0, split), value: pair.slice(split + 1), url: origin };
  });
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('DevTools did not answer')), { once: true });
    });
    const answer = new Promise<{ error?: { message: string } }>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }),
    );
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    const { error } = await answer;
    if (error) throw new Error(`Setting the session cookie failed: ${error.message}`);
  } finally {
    socket.close();
  }
}

/**
 * One Lighthouse run in a fresh Chromium: the default (mobile) settings, simulated throttling,
 * performance only. A signed-in screen has the session cookie in the browser's jar, as after signing in.
 */
async function runOnce(
  url: string,
  cookie: string | undefined,
  reportFile: string,
): Promise<{ lhr: Result; browser: string }> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    // The user agent hides the minor version; the DevTools endpoint tells it whole ("Chrome/156.0.8078.79").
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser: string;
    };
    if (cookie) await setCookies(chrome.port, new URL(url).origin, cookie);
    const runner = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance'],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (runner.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${runner.lhr.runtimeError.message}`);
    }
    const report = Array.isArray(runner.report) ? runner.report[0] : runner.report;
    if (report) writeFileSync(reportFile, report);
    return { lhr: runner.lhr, browser: version.Browser.replace(/^[^/]*\//, '') };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse on each screen, `runs` times, the screens interleaved (so a busy minute on the machine
 * does not land on one screen only), against the built server on a fresh PGlite database seeded
 * with the demo, each page fetched once before (as a server that has been up a while, whose
 * landing page is already rendered). The HTML reports of every run are kept under bench/.tmp/lighthouse/.
 */
export async function runLighthouseBench(options: {
  screens: BenchScreen[];
  runs: number;
  /**
   * Runs whose benchmark index (Lighthouse's own measure of the machine's speed during the run) is
   * lower are set aside and done again (as are runs Lighthouse could not finish), at most `runs` more
   * times per screen: on a shared machine a starved minute multiplies the blocking time. 0 keeps
   * every finished run.
   */
  minimumBenchmarkIndex: number;
}): Promise<LighthouseBenchResult> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-lighthouse-'));
  const reports = join(tmpFolder, 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const server = await startAula({ kind: 'pglite', dataDir }, port);
  try {
    // As a server that has been up a while: the landing page rendered once, files read once.
    for (const screen of options.screens) await (await fetch(`${origin}${screen.path}`)).text();
    const cookies = new Map<string, string>();
    for (const screen of options.screens) {
      if (screen.account && !cookies.has(screen.account)) {
        cookies.set(screen.account, await sessionCookie(origin, accounts[screen.account]));
      }
      const opened = screen.openedBefore;
      if (opened) {
        const { oid } = (await (await post(origin, 'getOrganisation', {})).json()) as { oid: string };
        const cookie = screen.account ? cookies.get(screen.account) : undefined;
        const answer = await post(origin, opened.operation, { oid, ...opened.body }, cookie);
        if (!answer.ok)
          throw new Error(`${opened.operation} answered ${answer.status}: ${await answer.text()}`);
      }
    }
    const results = options.screens.map((screen) => ({
      screen,
      lhrs: [] as Result[],
      setAside: 0,
      slow: [] as Result[],
    }));
    let chromium = 'unknown';
    const pending = () =>
      results.filter((entry) => entry.lhrs.length < options.runs && entry.setAside < options.runs);
    for (let round = 1; pending().length > 0; round += 1) {
      for (const entry of pending()) {
        const { screen } = entry;
        const run = entry.lhrs.length + 1;
        console.log(`Lighthouse: ${screen.name} (${screen.path}), run ${run} of ${options.runs}`);
        const device = Object.entries(screen.deviceCookies ?? {}).map(
          ([name, value]) => `${name}=${encodeURIComponent(value)}`,
        );
        const session = screen.account ? cookies.get(screen.account) : undefined;
        const cookie = [session, ...device].filter(Boolean).join('; ') || undefined;
        const file = join(reports, `${screen.id}-${round}.html`);
        const attempt = await runOnce(`${origin}${screen.path}`, cookie, file).catch((error: unknown) => {
          // Chromium now and then fails a load on this machine ("prevented page load with an interstitial").
          console.log(`  failed, done again: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
        if (!attempt) {
          entry.setAside += 1;
          continue;
        }
        const { lhr, browser } = attempt;
        chromium = browser;
        if (lhr.environment.benchmarkIndex < options.minimumBenchmarkIndex) {
          entry.setAside += 1;
          entry.slow.push(lhr);
          console.log(`  set aside: benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`);
        } else {
          entry.lhrs.push(lhr);
        }
      }
    }
    const first = results[0]?.lhrs[0];
    if (!first) throw new Error('No screen was measured');
    const { configSettings: config } = first;
    return {
      runs: options.runs,
      minimumBenchmarkIndex: options.minimumBenchmarkIndex,
      chromium,
      lighthouse: first.lighthouseVersion,
      settings: {
        formFactor: config.formFactor,
        screen: config.screenEmulation.disabled
          ? 'the window as it is'
          : `${config.screenEmulation.width} x ${config.screenEmulation.height} CSS px at ${config.screenEmulation.deviceScaleFactor}x`,
        throttlingMethod: config.throttlingMethod,
        rttMs: config.throttling.rttMs ?? 0,
        throughputKbps: config.throttling.throughputKbps ?? 0,
        cpuSlowdown: config.throttling.cpuSlowdownMultiplier ?? 1,
      },
      screens: results.map(({ screen, lhrs, setAside }) => {
        if (lhrs.length === 0)
          throw new Error(`Every run of ${screen.name} was set aside: the machine is too busy`);
        const runs = lhrs.map(summarise);
        return { screen, setAside, runs, median: medians(runs) };
      }),
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
