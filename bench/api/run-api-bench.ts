import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AulaDatabase, startAula } from '../lib/aula-server.ts';
import { freePort } from '../lib/ports.ts';
import { processCpuMs } from '../lib/process-cpu.ts';
import { cores, startNode, waitForOk } from '../lib/processes.ts';
import { median } from '../lib/stats.ts';
import { createBenchDatabase } from './bench-database.ts';
import type { LoadResult } from './load-worker.ts';
import { runLoad } from './run-load.ts';

export const demoOid = 'AULADEMO';
const requestBody = JSON.stringify({ oid: demoOid });
const helloServer = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

export interface ApiSettings {
  pairs: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** The PostgreSQL server on which a fresh database is created for the run. */
  postgresUrl: string;
}

/** A load run, with the server's CPU time per request when /proc tells it. */
export type MeasuredLoad = LoadResult & { cpuUsPerRequest?: number };

export interface PairResult {
  hello: MeasuredLoad;
  aula: MeasuredLoad;
  /** Aula's requests per second over hello-world's, in the same pair. */
  ratio: number;
  /**
   * Hello-world's server CPU time per request over Aula's: what the throughput ratio would be with a
   * core to itself. Other work on a shared machine moves it far less than requests per second.
   */
  cpuRatio?: number;
}

export interface DatabaseResult {
  database: 'postgres' | 'pglite';
  serverVersion?: string;
  skipped?: string;
  /** What one getAllProgramList answer holds, so the numbers can be read against it. */
  response?: { bytes: number; programs: number };
  pairs: PairResult[];
  medianRatio: number;
  medianCpuRatio?: number;
  medianHelloRps: number;
  medianAulaRps: number;
}

export interface ApiBenchResult {
  settings: Omit<ApiSettings, 'postgresUrl'> & { postgresServer: string };
  databases: DatabaseResult[];
}

async function checkAnswer(url: string): Promise<{ bytes: number; programs: number }> {
  const response = await fetch(`${url}/api/getAllProgramList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: requestBody,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`getAllProgramList answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const lists = Object.values(JSON.parse(text) as Record<string, unknown[]>);
  return { bytes: Buffer.byteLength(text), programs: lists.reduce((sum, list) => sum + list.length, 0) };
}

async function measure(
  database: AulaDatabase,
  settings: ApiSettings,
): Promise<Omit<DatabaseResult, 'database' | 'serverVersion'>> {
  const [helloPort, aulaPort] = [await freePort(), await freePort()];
  const hello = startNode(helloServer, [], { ...process.env, PORT: String(helloPort) }, cores.server);
  const stops = [() => hello.stop()];
  try {
    await waitForOk(`http://127.0.0.1:${helloPort}/healthz`, hello);
    const aula = await startAula(database, aulaPort);
    stops.push(() => aula.stop());
    const aulaUrl = `http://127.0.0.1:${aulaPort}`;
    const response = await checkAnswer(aulaUrl);
    const load = async (port: number, durationSeconds: number, pid?: number): Promise<MeasuredLoad> => {
      const cpuBefore = processCpuMs(pid);
      const result = await runLoad({
        url: `http://127.0.0.1:${port}/api/getAllProgramList`,
        connections: settings.connections,
        durationSeconds,
        body: requestBody,
      });
      const cpuAfter = processCpuMs(pid);
      if (cpuBefore === undefined || cpuAfter === undefined || result.total === 0) return result;
      return { ...result, cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1000) / result.total };
    };

    // Warm both servers (JIT, connection pools, caches) before anything is recorded.
    await load(helloPort, settings.warmupSeconds);
    await load(aulaPort, settings.warmupSeconds);
    const pairs: PairResult[] = [];
    for (let index = 0; index < settings.pairs; index += 1) {
      const helloResult = await load(helloPort, settings.durationSeconds, hello.child.pid);
      const aulaResult = await load(aulaPort, settings.durationSeconds, aula.child.pid);
      const ratio = aulaResult.requestsPerSecond / helloResult.requestsPerSecond;
      const cpuRatio =
        helloResult.cpuUsPerRequest && aulaResult.cpuUsPerRequest
          ? helloResult.cpuUsPerRequest / aulaResult.cpuUsPerRequest
          : undefined;
      pairs.push({ hello: helloResult, aula: aulaResult, ratio, ...(cpuRatio ? { cpuRatio } : {}) });
      console.log(
        `  ${database.kind} pair ${index + 1}/${settings.pairs}: hello ${Math.round(helloResult.requestsPerSecond)} req/s, ` +
          `aula ${Math.round(aulaResult.requestsPerSecond)} req/s, ratio ${(ratio * 100).toFixed(1)} %` +
          (cpuRatio ? `, CPU ratio ${(cpuRatio * 100).toFixed(1)} %` : ''),
      );
    }
    const cpuRatios = pairs.flatMap((pair) => (pair.cpuRatio ? [pair.cpuRatio] : []));
    return {
      response,
      pairs,
      medianRatio: median(pairs.map((pair) => pair.ratio)),
      ...(cpuRatios.length === pairs.length ? { medianCpuRatio: median(cpuRatios) } : {}),
      medianHelloRps: median(pairs.map((pair) => pair.hello.requestsPerSecond)),
      medianAulaRps: median(pairs.map((pair) => pair.aula.requestsPerSecond)),
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

const notMeasured = {
  pairs: [],
  medianRatio: Number.NaN,
  medianHelloRps: Number.NaN,
  medianAulaRps: Number.NaN,
};

/** getAllProgramList against hello-world, in interleaved pairs, on PostgreSQL and then on PGlite. */
export async function runApiBench(settings: ApiSettings): Promise<ApiBenchResult> {
  const databases: DatabaseResult[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  try {
    console.log('API benchmark on PostgreSQL');
    const postgres = await createBenchDatabase(settings.postgresUrl);
    if (postgres) {
      try {
        const result = await measure(
          { kind: 'postgres', url: postgres.url, dataDir: join(dataDir, 'postgres') },
          settings,
        );
        databases.push({ database: 'postgres', serverVersion: postgres.serverVersion, ...result });
      } finally {
        await postgres.drop();
      }
    } else {
      const skipped = `no PostgreSQL answers at ${new URL(settings.postgresUrl).host}`;
      console.log(`  skipped: ${skipped}`);
      databases.push({ database: 'postgres', skipped, ...notMeasured });
    }

    console.log('API benchmark on PGlite');
    const result = await measure({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, settings);
    databases.push({ database: 'pglite', ...result });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const { postgresUrl, ...rest } = settings;
  return { settings: { ...rest, postgresServer: new URL(postgresUrl).host }, databases };
}
