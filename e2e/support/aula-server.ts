import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../apps/server/node-flags.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Settings of the outside world that must not leak into the test server. */
const inheritedAulaSettings = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'AULA_OID',
  'SEED_CONTENT',
  'SEED_ON_START',
];

/** A port that nothing listens on right now (the operating system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The pinned Node 24: this process when it already is one, else the one npm installed. */
function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return process.execPath;
  const pinned = join(repoRoot, 'node_modules', '.bin', 'node');
  if (existsSync(pinned)) return pinned;
  throw new Error('Node 24 is needed to run the server: run `npm install` at the repository root first.');
}

function logTail(logFile: string): string {
  if (!existsSync(logFile)) return '(no server output)';
  return readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** Where the content origin (ADR 0083) listens: the same server, on a port of its own. */
  contentPort: number;
  dataDir: string;
  logFile: string;
  /** The bundle seeded on first start: content/demo unless a journey brings its own copy. */
  seedContent?: string;
  /** How long start-up (migrations and the demo seed) may take. */
  readyTimeoutMs?: number;
  /**
   * Settings over the development defaults below, e.g. the README's production example (NODE_ENV,
   * PUBLIC_URL and CONTENT_URL on two host names, TRUST_PROXY).
   */
  settings?: Record<string, string>;
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The Aula server stopped during start-up. Its last output:\n${logTail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(
    `The Aula server did not become ready in ${timeoutMs} ms. Its last output:\n${logTail(logFile)}`,
  );
}

/**
 * Starts the built server (`apps/server/src/main.ts`, serving `apps/web/dist`) on PGlite in `dataDir`,
 * seeded from content/demo on first start, in development mode so the development mailbox exists
 * (unless `settings` say otherwise).
 */
export async function startAulaServer(options: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of inheritedAulaSettings) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('S3_') || name === 'SMTP_URL') delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: url,
    CONTENT_PORT: String(options.contentPort),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
    // The journeys check that signed-in pages arrive prerendered and are adopted; how fast is the
    // Lighthouse bench's to say. Two workers, a browser and the server share a small machine's cores.
    PRERENDER_BUDGET_MS: '5000',
    ...(options.seedContent === undefined ? {} : { SEED_CONTENT: options.seedContent }),
    ...options.settings,
  });

  const log = createWriteStream(options.logFile);
  const child = spawn(nodeBinary(), [...serverNodeFlags, join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    log.end();
  };

  try {
    await waitUntilReady(url, child, options.logFile, options.readyTimeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
