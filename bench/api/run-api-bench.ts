import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { batchOfAssessment, seedExamLearners } from '../exam/exam-learners.ts';
import { type AulaDatabase, startAula } from '../lib/aula-server.ts';
import { freePort } from '../lib/ports.ts';
import { processCpuMs } from '../lib/process-cpu.ts';
import { cores, startNode, waitForOk } from '../lib/processes.ts';
import { sessionCookie } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';
import { type ApiCall, demoLearner, demoOid } from './api-calls.ts';
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
  /** Why the call was not measured on this database. */
  skipped?: string;
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

const notMeasured = {
  responseBytes: 0,
  pairs: [],
  medianRatio: Number.NaN,
  medianHelloRps: Number.NaN,
  medianAulaRps: Number.NaN,
};

/** The questions a prepared save answers, for a cohort's saves (single choice: two options at least). */
function questionsOf(body: Record<string, unknown>): { iid: string; options: number }[] {
  const { response } = body.quizdata as { response: { iid: string }[] };
  return response.map(({ iid }) => ({ iid, options: 2 }));
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
    // The learners of the call being measured, when it has a cohort (a file for the load process).
    let cohortFile: string | undefined;
    // A cohort's saves start above the previous run's sequence numbers, so no request is a retry.
    let sequenceBase = 0;
    const load = async (
      port: number,
      durationSeconds: number,
      call: ApiCall,
      body: Record<string, unknown>,
      pid?: number,
    ): Promise<MeasuredLoad> => {
      const url = `http://127.0.0.1:${port}/api/${call.operation}`;
      const connections = call.connections ?? settings.connections;
      const cpuBefore = processCpuMs(pid);
      sequenceBase += 1_000_000;
      const result = await runLoad({
        url,
        connections,
        durationSeconds,
        body: JSON.stringify(body),
        ...(call.signedIn && cookie ? { cookie } : {}),
        ...(cohortFile
          ? {
              cohort: {
                learnersFile: cohortFile,
                saves: {
                  oid: demoOid,
                  assessid: String(body.assessid),
                  questions: questionsOf(body),
                  firstSeq: sequenceBase,
                },
              },
            }
          : {}),
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
      const { body: _body, prepare: _prepare, ...described } = call;
      cohortFile = undefined;
      if (call.cohort && database.kind !== 'postgres') {
        results.push({
          ...described,
          skipped: 'learners are written into the database for it: PostgreSQL only',
          ...notMeasured,
        });
        continue;
      }
      const body = call.prepare && cookie ? await call.prepare(aulaUrl, cookie) : call.body;
      const responseBytes = await checkAnswer(aulaUrl, call, body, call.signedIn ? cookie : undefined);
      if (call.cohort && database.kind === 'postgres') {
        const { bpid, pid } = await batchOfAssessment(database.url, demoOid, String(body.assessid));
        const learners = await seedExamLearners(database.url, {
          oid: demoOid,
          bpid,
          pid,
          count: call.cohort,
          prefix: call.name,
        });
        cohortFile = join(database.dataDir, `${call.name}-learners.json`);
        await writeFile(cohortFile, JSON.stringify(learners));
      }
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
