import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { demoOid } from '../api/api-calls.ts';
import { createBenchDatabase } from '../api/bench-database.ts';
import { startAula } from '../lib/aula-server.ts';
import { freePort } from '../lib/ports.ts';
import { processCpuMs } from '../lib/process-cpu.ts';
import { type GeneratedProgress, generateProgress, signInProgressLearners } from './progress-rows.ts';

export interface ProgressSettings {
  /** Object progress rows to generate (1,000,000). */
  rows: number;
  /** Learners measured: each sync needs one learner with an object open. */
  learners: number;
  /** Requests in flight at once, one measurement per value. */
  connections: number[];
  postgresUrl: string;
}

export interface Latencies {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200, or calls that failed: each is a bench or server fault. */
  errors: number;
  /** The first such answer, to say what went wrong. */
  firstError?: string;
  /**
   * The server process's CPU time (user + system, from /proc) over the measurement, per call: what a
   * call costs the server, which other work on a shared machine moves far less than the latencies.
   */
  serverCpuMsPerCall?: number;
}

export interface ProgressMeasurement {
  connections: number;
  /** GET_USER_PROGRESS: the learner home's read of every program and course with progress. */
  totalProgress: Latencies;
  /** The player's read of one course with the learner's progress in each object. */
  courseProgress: Latencies;
  /** SYNC_USER_PROGRESS (Mark Complete) of the object the learner has open: one write each. */
  sync: Latencies;
}

export interface ProgressBenchResult {
  /**
   * The progress queries of the calls alone (the learner's rows in a course, the course row, where they
   * were last), sent straight to PostgreSQL for the same learners on one connection: what the database
   * adds to a call at this size.
   */
  databaseReads?: Latencies;
  settings: Omit<ProgressSettings, 'postgresUrl'> & { postgresServer: string };
  serverVersion?: string;
  skipped?: string;
  generated?: GeneratedProgress;
  /** Rows of each table when the measurement began. */
  tableRows?: Record<string, number>;
  measurements?: ProgressMeasurement[];
  /** EXPLAIN ANALYZE of the progress reads for one generated learner, after the run. */
  plans?: { query: string; plan: string }[];
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}

/**
 * Sends `calls` (each one request) with `connections` in flight at once and times each from sending to
 * the whole answer read; with `serverPid`, also the server's CPU time per call.
 */
export async function timeCalls(
  calls: (() => Promise<Response>)[],
  connections: number,
  serverPid?: number,
): Promise<Latencies> {
  const cpuBefore = processCpuMs(serverPid);
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next];
      next += 1;
      if (!call) continue;
      const started = performance.now();
      try {
        const answer = await call();
        const text = await answer.text();
        if (answer.status !== 200) {
          errors += 1;
          firstError ??= `${answer.status} ${text.slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const cpuAfter = processCpuMs(serverPid);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: percentile(times, 1),
    errors,
    ...(firstError ? { firstError } : {}),
    ...(cpuBefore !== undefined && cpuAfter !== undefined && times.length > 0
      ? { serverCpuMsPerCall: Math.round(((cpuAfter - cpuBefore) / times.length) * 1000) / 1000 }
      : {}),
  };
}

export function caller(origin: string) {
  return (operation: string, cookie: string, body: unknown) => () =>
    fetch(`${origin}/api/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
}

async function tableRows(url: string): Promise<Record<string, number>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const counts: Record<string, number> = {};
    for (const table of ['object_progress', 'course_progress', 'users', 'enrolments', 'sessions']) {
      const [row] = await sql<{ count: number }[]>`select count(*)::int as count from ${sql(table)}`;
      counts[table] = row?.count ?? 0;
    }
    return counts;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The three progress reads of a call, timed together per learner, straight against PostgreSQL. */
async function timeDatabaseReads(url: string, learners: { eid: string; bcid: string }[]): Promise<Latencies> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const calls = learners.map(({ eid, bcid }) => async () => {
      await sql`select objid, op, timespent from object_progress
        where oid = ${demoOid} and eid = ${eid} and bcid = ${bcid}`;
      await sql`select tp, last_objid from course_progress
        where oid = ${demoOid} and eid = ${eid} and bcid = ${bcid} limit 1`;
      await sql`select bcid, last_objid from course_progress
        where oid = ${demoOid} and eid = ${eid} and last_objid is not null and last_opened_at is not null
        order by last_opened_at desc limit 1`;
      return new Response(null, { status: 200 });
    });
    return await timeCalls(calls, 1);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The plans PostgreSQL chose for the progress reads of the calls measured, for one generated learner. */
async function explainReads(url: string, learner: { eid: string; bcid: string }) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const { eid, bcid } = learner;
  const queries = [
    {
      query: "The learner's rows in one course (the player's read, and Mark Complete's check)",
      text: `select objid, op, timespent from object_progress where oid = $1 and eid = $2 and bcid = $3`,
      values: [demoOid, eid, bcid],
    },
    {
      query: "The learner's rows in every course of their batch (GET_USER_PROGRESS)",
      text: `select bcid, objid, op from object_progress where oid = $1 and eid = $2 and bcid in (select bcid from batch_courses where oid = $1 and bpid = (select bpid from enrolments where oid = $1 and eid = $2 limit 1))`,
      values: [demoOid, eid],
    },
    {
      query: 'Where the learner was last (GET_USER_PROGRESS)',
      text: `select bcid, last_objid from course_progress where oid = $1 and eid = $2 and last_objid is not null and last_opened_at is not null order by last_opened_at desc limit 1`,
      values: [demoOid, eid],
    },
  ];
  try {
    const plans = [];
    for (const { query, text, values } of queries) {
      const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${text}`, values);
      plans.push({ query, plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    return plans;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Progress at scale on PostgreSQL: a fresh database with the demo, `rows` object progress rows of
 * generated learners written beside it, then the built server's progress reads and Mark Complete
 * timed over HTTP as generated learners (a session each), at each number of connections.
 */
export async function runProgressBench(settings: ProgressSettings): Promise<ProgressBenchResult> {
  const { postgresUrl, ...rest } = settings;
  const described = { ...rest, postgresServer: new URL(postgresUrl).host };
  const database = await createBenchDatabase(postgresUrl);
  if (!database)
    return { settings: described, skipped: `no PostgreSQL answers at ${described.postgresServer}` };
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-progress-'));
  try {
    const port = await freePort();
    // The server makes the schema and loads the demo; the rows are written while it runs.
    const aula = await startAula({ kind: 'postgres', url: database.url, dataDir }, port);
    try {
      console.log(`Progress: generating ${settings.rows} object progress rows`);
      const generated = await generateProgress(database.url, demoOid, settings.rows, (rows) =>
        console.log(`  ${rows} rows`),
      );
      const needed = settings.learners * settings.connections.length;
      const learners = await signInProgressLearners(database.url, demoOid, needed);
      if (learners.length < needed) throw new Error(`only ${learners.length} learners have an object open`);
      const counts = await tableRows(database.url);
      const call = caller(`http://127.0.0.1:${port}`);
      const reads = (group: typeof learners) => ({
        total: group.map((learner) =>
          call('getUserTotalProgress', learner.cookie, { oid: demoOid, eid: learner.eid }),
        ),
        course: group.map((learner) =>
          call('getUserCourseProgress', learner.cookie, {
            oid: demoOid,
            eid: learner.eid,
            bcid: learner.bcid,
          }),
        ),
      });
      // Warm-up: the server's first calls compile its queries and fill PostgreSQL's cache.
      const warm = reads(learners.slice(0, 200));
      await timeCalls([...warm.total, ...warm.course], 4);
      const measurements: ProgressMeasurement[] = [];
      for (const [index, connections] of settings.connections.entries()) {
        const group = learners.slice(index * settings.learners, (index + 1) * settings.learners);
        console.log(`Progress: ${group.length} learners, ${connections} connection(s)`);
        const { total, course } = reads(group);
        const syncs = group.map((learner) =>
          call('syncUserProgress', learner.cookie, {
            oid: demoOid,
            eid: learner.eid,
            bcid: learner.bcid,
            objid: learner.openObjid,
            timespent: 60,
          }),
        );
        const pid = aula.child.pid;
        measurements.push({
          connections,
          totalProgress: await timeCalls(total, connections, pid),
          courseProgress: await timeCalls(course, connections, pid),
          sync: await timeCalls(syncs, connections, pid),
        });
      }
      const databaseReads = await timeDatabaseReads(database.url, learners);
      const [sample] = learners;
      const plans = sample ? await explainReads(database.url, sample) : [];
      return {
        settings: described,
        serverVersion: database.serverVersion,
        generated,
        tableRows: counts,
        measurements,
        databaseReads,
        plans,
      };
    } finally {
      await aula.stop();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
