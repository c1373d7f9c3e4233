import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoLearner, demoOid } from '../api/api-calls.ts';
import { createBenchDatabase } from '../api/bench-database.ts';
import { liveAssessmentSave } from '../api/live-assessment.ts';
import { startAula } from '../lib/aula-server.ts';
import { freePort } from '../lib/ports.ts';
import { sessionCookie } from '../lib/sign-in.ts';
import { batchOfAssessment, seedExamLearners } from './exam-learners.ts';
import type { ExamLoadResult } from './exam-worker.ts';
import { runExamLoad } from './run-exam-load.ts';

export interface ExamSettings {
  learners: number;
  /** Server-time polls per second, all learners together (one a second from each learner). */
  pollsPerSecond: number;
  savesPerSecond: number;
  durationSeconds: number;
  postgresUrl: string;
}

export interface ExamBenchResult {
  settings: Omit<ExamSettings, 'postgresUrl'> & { postgresServer: string };
  serverVersion?: string;
  skipped?: string;
  polls?: ExamLoadResult;
  saves?: ExamLoadResult;
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
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-exam-'));
  const port = await freePort();
  const aula = await startAula({ kind: 'postgres', url: database.url, dataDir }, port).catch(
    async (error) => {
      await database.drop();
      throw error;
    },
  );
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
    const learnersFile = join(dataDir, 'learners.json');
    await writeFile(learnersFile, JSON.stringify(learners));
    const questions = (save.quizdata as { response: { iid: string }[] }).response.map(({ iid }) => ({
      iid,
      options: 2,
    }));
    const common = { learnersFile, oid: demoOid, durationSeconds: settings.durationSeconds };
    const [polls, saves] = await Promise.all([
      runExamLoad({
        ...common,
        kind: 'poll',
        url: `${origin}/api/getServerTime`,
        rate: settings.pollsPerSecond,
        connections: 100,
      }),
      runExamLoad({
        ...common,
        kind: 'save',
        url: `${origin}/api/updateAssessment`,
        assessid,
        questions,
        rate: settings.savesPerSecond,
        connections: 20,
      }),
    ]);
    return { settings: described, serverVersion: database.serverVersion, polls, saves };
  } finally {
    await aula.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
