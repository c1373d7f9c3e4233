import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AulaDatabase, startAula } from '../lib/aula-server.ts';
import { freePort } from '../lib/ports.ts';
import { processCpuMs } from '../lib/process-cpu.ts';
import { cores, startNode, waitForOk } from '../lib/processes.ts';
import { sessionCookie } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';
import { type ApiCall, demoLearner } from './api-calls.ts';
import { createBenchDatabase } from './bench-database.ts';
import type { LoadResult } from './load-worker.ts';
import { runLoad } from './run-load.ts';

const helloServer = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

export interface ApiSettings {
  pairs: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** The PostgreSQL server on which a fresh database is created for the run. */
  postgresUrl: string;
  calls: readonly ApiCall[];
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

export interface CallResult extends Omit<ApiCall, 'body' | 'prepare'> {
  /** The size of one answer, so the numbers can be read against it. */
  responseBytes: number;
  pairs: PairResult[];
  medianRatio: number;
  medianCpuRatio?: number;
  medianHelloRps: number;
  medianAulaRps: number;
}

export interface DatabaseResult {
  database: 'postgres' | 'pglite';
  serverVersion?: string;
  skipped?: string;
  calls: CallResult[];
}

export interface ApiBenchResult {
  settings: Omit<ApiSettings, 'postgresUrl' | 'calls'> & { postgresServer: string };
  databases: DatabaseResult[];
}

function headersOf(cookie: string | undefined): Record<string, string> {
  return { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
}

/** One answer of the call, which must be a 200: its size in bytes. */
async function checkAnswer(
  url: string,
  call: ApiCall,
  body: Record<string, unknown>,
  cookie: string | undefined,
): Promise<number> {
  const response = await fetch(`${url}/api/${call.operation}`, {
    method: 'POST',
    headers: headersOf(cookie),
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${call.operation} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return Buffer.byteLength(text);
}

async function measure(database: AulaDatabase, settings: ApiSettings): Promise<CallResult[]> {
  const [helloPort, aulaPort] = [await freePort(), await freePort()];
  const hello = startNode(helloServer, [], { ...process.env, PORT: String(helloPort) }, cores.server);
  const stops = [() => hello.stop()];
  try {
    await waitForOk(`http://127.0.0.1:${helloPort}/healthz`, hello);
    const aula = await startAula(database, aulaPort);
    stops.push(() => aula.stop());
    const aulaUrl = `http://127.0.0.1:${aulaPort}`;
    const cookie = settings.calls.some((call) => call.signedIn || call.prepare)
      ? await sessionCookie(aulaUrl, demoLearner)
      : undefined;
    // A call with a counter gets a fresh range of numbers for every run, so no request repeats one.
    let sequenceBase = 0;
    const load = async (
      port: number,
      durationSeconds: number,
      call: ApiCall,
      body: Record<string, unknown>,
      pid?: number,
    ): Promise<MeasuredLoad> => {
      sequenceBase += 1_000_000;
      const sent = call.sequence ? { ...body, [call.sequence]: sequenceBase } : body;
      const cpuBefore = processCpuMs(pid);
      const result = await runLoad({
        url: `http://127.0.0.1:${port}/api/${call.operation}`,
        connections: call.connections ?? settings.connections,
        durationSeconds,
        body: JSON.stringify(sent),
        ...(call.signedIn && cookie ? { cookie } : {}),
        ...(call.sequence ? { sequence: call.sequence } : {}),
      });
      const cpuAfter = processCpuMs(pid);
      if (cpuBefore === undefined || cpuAfter === undefined || result.total === 0) return result;
      return { ...result, cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1000) / result.total };
    };

    const results: CallResult[] = [];
    // Warm hello-world once (JIT); Aula before each call (JIT, connection pool, caches).
    const first = settings.calls[0] as ApiCall;
    await load(helloPort, settings.warmupSeconds, first, first.body);
    for (const call of settings.calls) {
      const body = call.prepare && cookie ? await call.prepare(aulaUrl, cookie) : call.body;
      const responseBytes = await checkAnswer(aulaUrl, call, body, call.signedIn ? cookie : undefined);
      await load(aulaPort, settings.warmupSeconds, call, body);
      const pairs: PairResult[] = [];
      for (let index = 0; index < settings.pairs; index += 1) {
        const helloResult = await load(helloPort, settings.durationSeconds, call, body, hello.child.pid);
        const aulaResult = await load(aulaPort, settings.durationSeconds, call, body, aula.child.pid);
        const ratio = aulaResult.requestsPerSecond / helloResult.requestsPerSecond;
        const cpuRatio =
          helloResult.cpuUsPerRequest && aulaResult.cpuUsPerRequest
            ? helloResult.cpuUsPerRequest / aulaResult.cpuUsPerRequest
            : undefined;
        pairs.push({ hello: helloResult, aula: aulaResult, ratio, ...(cpuRatio ? { cpuRatio } : {}) });
        console.log(
          `  ${database.kind} ${call.name} pair ${index + 1}/${settings.pairs}: ` +
            `hello ${Math.round(helloResult.requestsPerSecond)} req/s, ` +
            `aula ${Math.round(aulaResult.requestsPerSecond)} req/s, ratio ${(ratio * 100).toFixed(1)} %` +
            (cpuRatio ? `, CPU ratio ${(cpuRatio * 100).toFixed(1)} %` : ''),
        );
      }
      const cpuRatios = pairs.flatMap((pair) => (pair.cpuRatio ? [pair.cpuRatio] : []));
      const { body: _body, prepare: _prepare, ...described } = call;
      results.push({
        ...described,
        responseBytes,
        pairs,
        medianRatio: median(pairs.map((pair) => pair.ratio)),
        ...(cpuRatios.length === pairs.length ? { medianCpuRatio: median(cpuRatios) } : {}),
        medianHelloRps: median(pairs.map((pair) => pair.hello.requestsPerSecond)),
        medianAulaRps: median(pairs.map((pair) => pair.aula.requestsPerSecond)),
      });
    }
    return results;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** Each call against hello-world, in interleaved pairs, on PostgreSQL and then on PGlite. */
export async function runApiBench(settings: ApiSettings): Promise<ApiBenchResult> {
  const databases: DatabaseResult[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  try {
    console.log('API benchmark on PostgreSQL');
    const postgres = await createBenchDatabase(settings.postgresUrl);
    if (postgres) {
      try {
        const calls = await measure(
          { kind: 'postgres', url: postgres.url, dataDir: join(dataDir, 'postgres') },
          settings,
        );
        databases.push({ database: 'postgres', serverVersion: postgres.serverVersion, calls });
      } finally {
        await postgres.drop();
      }
    } else {
      const skipped = `no PostgreSQL answers at ${new URL(settings.postgresUrl).host}`;
      console.log(`  skipped: ${skipped}`);
      databases.push({ database: 'postgres', skipped, calls: [] });
    }

    console.log('API benchmark on PGlite');
    const calls = await measure({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, settings);
    databases.push({ database: 'pglite', calls });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const { postgresUrl, calls: _calls, ...rest } = settings;
  return { settings: { ...rest, postgresServer: new URL(postgresUrl).host }, databases };
}
