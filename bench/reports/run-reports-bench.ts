import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { demoAdmin, demoOid } from '../api/api-calls.ts';
import { createBenchDatabase } from '../api/bench-database.ts';
import { startAula } from '../lib/aula-server.ts';
import { freePort } from '../lib/ports.ts';
import { staffSessionCookie } from '../lib/sign-in.ts';
import { type GeneratedProgress, generateProgress } from '../progress/progress-rows.ts';
import { caller, type Latencies, timeCalls } from '../progress/run-progress-bench.ts';
import { type GeneratedReportRows, generateReportRows } from './report-rows.ts';

export interface ReportsSettings {
  /** Object progress rows to generate (1,000,000, about 100,000 learners with the demo's courses). */
  rows: number;
  /** Times each report is asked, one at a time. */
  calls: number;
  postgresUrl: string;
}

export interface ReportMeasurement {
  /** What was asked, as the report's heading says it. */
  name: string;
  operation: string;
  body: Record<string, unknown>;
  latencies: Latencies;
}

export interface ReportsBenchResult {
  settings: Omit<ReportsSettings, 'postgresUrl'> & { postgresServer: string };
  serverVersion?: string;
  skipped?: string;
  generated?: GeneratedProgress & { reports: GeneratedReportRows };
  tableRows?: Record<string, number>;
  measurements?: ReportMeasurement[];
}

async function tableRows(url: string): Promise<Record<string, number>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const counts: Record<string, number> = {};
    for (const table of [
      'users',
      'enrolments',
      'object_progress',
      'course_progress',
      'applications',
      'application_decisions',
      'analytics_events',
    ]) {
      const [row] = await sql<{ count: number }[]>`select count(*)::int as count from ${sql(table)}`;
      counts[table] = row?.count ?? 0;
    }
    return counts;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The programme and batch with the most generated learners: the drill-down's heaviest steps. */
async function largestBatch(url: string): Promise<{ pid: string; bpid: string }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ pid: string; bpid: string }[]>`
      select pid, bpid from enrolments where oid = ${demoOid}
      group by pid, bpid order by count(*) desc, bpid limit 1`;
    if (!row) throw new Error('no enrolments');
    return row;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The staff reports at scale on PostgreSQL (ADR 0085): a fresh database with the demo, the progress
 * bench's generated learners and rows, an application and some sign-ins each, then each report asked
 * over HTTP by the demo admin (the whole organisation: the widest scope), one call at a time.
 */
export async function runReportsBench(settings: ReportsSettings): Promise<ReportsBenchResult> {
  const { postgresUrl, ...rest } = settings;
  const described = { ...rest, postgresServer: new URL(postgresUrl).host };
  const database = await createBenchDatabase(postgresUrl);
  if (!database)
    return { settings: described, skipped: `no PostgreSQL answers at ${described.postgresServer}` };
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-reports-'));
  try {
    const port = await freePort();
    const aula = await startAula({ kind: 'postgres', url: database.url, dataDir }, port);
    try {
      console.log(`Reports: generating ${settings.rows} object progress rows`);
      const progress = await generateProgress(database.url, demoOid, settings.rows, (rows) =>
        console.log(`  ${rows} rows`),
      );
      const reports = await generateReportRows(database.url, demoOid);
      const counts = await tableRows(database.url);
      const { pid, bpid } = await largestBatch(database.url);
      const origin = `http://127.0.0.1:${port}`;
      const cookie = await staffSessionCookie(origin, demoAdmin);
      const call = caller(origin);
      const asked = [
        { name: 'Progress: every programme', operation: 'staff/getProgressReport', body: {} },
        { name: `Progress: the batches of ${pid}`, operation: 'staff/getProgressReport', body: { pid } },
        {
          name: `Progress: the courses of ${bpid}`,
          operation: 'staff/getProgressReport',
          body: { pid, bpid },
        },
        { name: 'Progress CSV: every programme', operation: 'staff/exportProgressReport', body: {} },
        { name: 'Application funnel: every programme', operation: 'staff/getFunnelReport', body: {} },
        { name: 'Sign-ins per day: all', operation: 'staff/getSignInReport', body: {} },
      ];
      const measurements: ReportMeasurement[] = [];
      for (const { name, operation, body } of asked) {
        const send = () => call(operation, cookie, { oid: demoOid, ...body });
        // Warm-up: the first calls prepare the statements and fill PostgreSQL's cache.
        await timeCalls([send(), send()], 1);
        console.log(`Reports: ${name}`);
        const latencies = await timeCalls(Array.from({ length: settings.calls }, send), 1, aula.child.pid);
        measurements.push({ name, operation, body, latencies });
      }
      return {
        settings: described,
        serverVersion: database.serverVersion,
        generated: { ...progress, reports },
        tableRows: counts,
        measurements,
      };
    } finally {
      await aula.stop();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
