import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { demoLearner, demoOid } from '../api/api-calls.ts';
import { createBenchDatabase } from '../api/bench-database.ts';
import { callAs, liveAssessmentSave } from '../api/live-assessment.ts';
import { startAula } from '../lib/aula-server.ts';
import { listenOverflows } from '../lib/listen-overflows.ts';
import { freePort } from '../lib/ports.ts';
import { postgresCpuBetween, postgresCpuMs, processCpuMs } from '../lib/process-cpu.ts';
import { cores, startNode, waitForOk } from '../lib/processes.ts';
import { sessionCookie } from '../lib/sign-in.ts';
import { batchOfAssessment, type ExamLearner, seedExamLearners } from './exam-learners.ts';
import type { ExamLoadResult, ExamLoadsResult, ExamWorkerSettings } from './exam-worker.ts';
import { type ExtraTimeResult, grantBeforeExam, grantDuringExam } from './extra-time.ts';
import { type LogFlushes, logFlushesBetween, readWal, timeLogFlushes } from './log-flushes.ts';
import { runExamLoads } from './run-exam-load.ts';
import { type ServerGc, serverGcDuring } from './server-gc.ts';
import { type TableReads, tableReadsDuring } from './table-scans.ts';

export interface ExamSettings {
  learners: number;
  /** Server-time polls per second, all learners together (one a second from each learner). */
  pollsPerSecond: number;
  savesPerSecond: number;
  /** Both loads run this long before the measured part, unrecorded (JIT, connections, caches). */
  warmupSeconds: number;
  durationSeconds: number;
  /** The learners' quiz views poll at the pace the server asks, as the app's do (ADR 0104). */
  devicesObeyPace: boolean;
  postgresUrl: string;
}

export interface ExamBenchResult {
  settings: Omit<ExamSettings, 'postgresUrl'> & { postgresServer: string };
  serverVersion?: string;
  skipped?: string;
  /** How long every learner took to open the quiz (their attempt started), QUIZ_OPENERS at a time. */
  quizOpening?: { learners: number; seconds: number; atOnce: number };
  polls?: ExamLoadResult;
  saves?: ExamLoadResult;
  /** Accommodations granted before the exam and during the loads, and whether the polls carried them. */
  extraTime?: ExtraTimeResult;
  /** Tables PostgreSQL scanned whole during the loads (warm-up included). */
  tableScans?: TableReads[];
  /** CPU time over the measured part: where the cores went. */
  cpu?: ExamCpu;
  /** Connections the machine's listen queues dropped from the quiz opening to the loads' end. */
  listenOverflows?: number;
  /** The same load against Node's own HTTP floor, after the exam (`floorSeconds` measured). */
  floor?: HttpFloor;
  /** The server's garbage collections and event-loop stalls over the measured part. */
  gc?: ServerGc;
  /** PostgreSQL's flushes of its write-ahead log over the measured part: each save's commit waits for one. */
  logFlushes?: LogFlushes;
}

/** The exam load against a bare node:http server on the server core (`http-floor.ts`). */
export interface HttpFloor extends ExamLoadsResult {
  measuredMs: number;
  serverMs: number;
}

/** CPU milliseconds over the measured part, by process (the load's from its own count). */
export interface ExamCpu {
  measuredMs: number;
  serverMs: number;
  /** Every `postgres` process on the machine: the bench's database shares its server with any other. */
  postgresMs: number;
  loadMs: number;
}

const QUIZ_OPENERS = 20;
/** How long the floor's load is measured: its rates are the exam's, and it has nothing to warm. */
const floorSeconds = 30;
const httpFloor = fileURLToPath(new URL('./http-floor.ts', import.meta.url));

/**
 * Every learner opens the quiz (`getAssessmentQuiz`: the Start Quiz of the Instruction modal, which
 * starts their attempt), as they do before their quiz view polls the server's time.
 */
export async function openQuiz(
  origin: string,
  learners: ExamLearner[],
  assessid: string,
): Promise<NonNullable<ExamBenchResult['quizOpening']>> {
  const started = performance.now();
  let next = 0;
  const opener = async () => {
    for (let index = next++; index < learners.length; index = next++) {
      const { eid, cookie } = learners[index] as ExamLearner;
      await callAs(origin, cookie, 'getAssessmentQuiz', { oid: demoOid, eid, assessid, quiztype: 'assess' });
    }
  };
  await Promise.all(Array.from({ length: QUIZ_OPENERS }, opener));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { learners: learners.length, seconds, atOnce: QUIZ_OPENERS };
}

function overflowsDuring(before: number | undefined): number | undefined {
  const after = listenOverflows();
  return before === undefined || after === undefined ? undefined : after - before;
}

/**
 * `read` when the loads' measured part starts and when it ends, and the milliseconds between (the loads
 * start their clocks a moment after this is called: within a fraction of a second).
 */
async function atMeasuredEnds<T>(
  { warmupSeconds, durationSeconds }: ExamSettings,
  read: () => T | Promise<T>,
): Promise<{ first: T; last: T; measuredMs: number }> {
  await delay(warmupSeconds * 1000);
  const [first, started] = [await read(), performance.now()];
  await delay(durationSeconds * 1000);
  const last = await read();
  return { first, last, measuredMs: performance.now() - started };
}

/** The server's and PostgreSQL's CPU time over the loads' measured part, read from /proc. */
async function cpuOverMeasuredPart(
  serverPid: number | undefined,
  settings: ExamSettings,
): Promise<Omit<ExamCpu, 'loadMs'> | undefined> {
  const { first, last, measuredMs } = await atMeasuredEnds(settings, () => ({
    server: processCpuMs(serverPid),
    postgres: postgresCpuMs(),
  }));
  if (first.server === undefined || last.server === undefined) return undefined;
  return {
    measuredMs,
    serverMs: last.server - first.server,
    postgresMs: postgresCpuBetween(first.postgres, last.postgres),
  };
}

/** PostgreSQL's log flushes over the loads' measured part. */
async function logFlushesOverMeasuredPart(
  url: string,
  timed: boolean,
  settings: ExamSettings,
): Promise<LogFlushes | undefined> {
  const { first, last } = await atMeasuredEnds(settings, () => readWal(url));
  return logFlushesBetween(first, last, timed);
}

/**
 * Node's own floor on this machine: the exam's load (its learners, its rates, 10 s of warm-up, then
 * `floorSeconds` measured) against a bare node:http server on the server core, and that server's CPU.
 */
async function runHttpFloor(
  learnersFile: string,
  loads: Omit<ExamWorkerSettings, 'origin' | 'learnersFile' | 'warmupSeconds' | 'durationSeconds'>,
  settings: ExamSettings,
): Promise<HttpFloor> {
  const port = await freePort();
  const server = startNode(httpFloor, [String(port)], process.env, cores.server);
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForOk(origin, server);
    const timing = { ...settings, durationSeconds: floorSeconds };
    const cpu = cpuOverMeasuredPart(server.child.pid, timing);
    const measured = await runExamLoads({ ...loads, ...timing, origin, learnersFile });
    const used = await cpu;
    if (!used) throw new Error("The floor's CPU time could not be read (no /proc).");
    return { ...measured, measuredMs: used.measuredMs, serverMs: used.serverMs };
  } finally {
    await server.stop();
  }
}

/**
 * Exam day on PostgreSQL: `learners` learners of the demo's open assessment, every one polling the
 * server's time once a second and, together, saving `savesPerSecond` answers, for `durationSeconds`.
 */
export async function runExamBench(settings: ExamSettings): Promise<ExamBenchResult> {
  const { postgresUrl, ...rest } = settings;
  const described = { ...rest, postgresServer: new URL(postgresUrl).host };
  const database = await createBenchDatabase(postgresUrl);
  if (!database)
    return { settings: described, skipped: `no PostgreSQL answers at ${described.postgresServer}` };
  const flushesTimed = await timeLogFlushes(database.url);
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-exam-'));
  const port = await freePort();
  // Its content origin's port probed too: after a step of thousands of learners' connections, the port
  // next to a free one may be a client's (exam-ramp's fourth step found one taken).
  const contentPort = await freePort();
  const gcLog = join(dataDir, 'server-gc.jsonl');
  const aula = await startAula({ kind: 'postgres', url: database.url, dataDir }, port, {
    contentPort,
    gcLog,
  }).catch(async (error) => {
    await database.drop();
    throw error;
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const save = await liveAssessmentSave(origin, await sessionCookie(origin, demoLearner));
    const assessid = String(save.assessid);
    const { bpid, pid } = await batchOfAssessment(database.url, demoOid, assessid);
    console.log(`Exam day: ${settings.learners} learners of ${assessid} (batch ${bpid})`);
    const learners = await seedExamLearners(database.url, {
      oid: demoOid,
      bpid,
      pid,
      count: settings.learners,
    });
    const overflowsBefore = listenOverflows();
    const quizOpening = await openQuiz(origin, learners, assessid);
    console.log(`  every learner opened the quiz in ${quizOpening.seconds} s`);
    const grants = await grantBeforeExam(origin, assessid, learners);
    console.log(
      `  ${grants.before.length} learners have extra time; ${grants.during.length} get it during the loads`,
    );
    const learnersFile = join(dataDir, 'learners.json');
    await writeFile(learnersFile, JSON.stringify(learners));
    const questions = (save.quizdata as { response: { iid: string }[] }).response.map(({ iid }) => ({
      iid,
      options: 2,
    }));
    const loadSettings = {
      oid: demoOid,
      assessid,
      saves: { oid: demoOid, assessid, questions },
      pollsPerSecond: settings.pollsPerSecond,
      savesPerSecond: settings.savesPerSecond,
      obeyPace: settings.devicesObeyPace,
    };
    const cpu = cpuOverMeasuredPart(aula.child.pid, settings);
    const logFlushes = logFlushesOverMeasuredPart(database.url, flushesTimed, settings);
    const [[loads, extraTime], tableScans] = await tableReadsDuring(database.url, () =>
      Promise.all([
        runExamLoads({
          ...loadSettings,
          origin,
          learnersFile,
          warmupSeconds: settings.warmupSeconds,
          durationSeconds: settings.durationSeconds,
        }),
        grantDuringExam(origin, assessid, grants, settings),
      ]),
    );
    const measured = await cpu;
    const overflows = overflowsDuring(overflowsBefore);
    // The floor has the server core to itself: the Aula server stops first (stop() again is a no-op).
    await aula.stop();
    const gc = await serverGcDuring(
      gcLog,
      loads.measuredFromMs,
      loads.polls.windowSeconds,
      loads.polls.windows.length,
    );
    const floor = await runHttpFloor(learnersFile, loadSettings, settings);
    return {
      settings: described,
      serverVersion: database.serverVersion,
      quizOpening,
      polls: loads.polls,
      saves: loads.saves,
      extraTime,
      tableScans,
      cpu: measured && { ...measured, loadMs: loads.cpuMs },
      listenOverflows: overflows,
      floor,
      gc,
      logFlushes: await logFlushes,
    };
  } finally {
    await aula.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
