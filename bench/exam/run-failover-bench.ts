import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { demoLearner, demoOid } from '../api/api-calls.ts';
import { liveAssessmentSave } from '../api/live-assessment.ts';
import { startAula } from '../lib/aula-server.ts';
import { startHaproxy } from '../lib/haproxy.ts';
import { freePort } from '../lib/ports.ts';
import { startPrivatePostgres } from '../lib/private-postgres.ts';
import type { ManagedProcess } from '../lib/processes.ts';
import { sessionCookie } from '../lib/sign-in.ts';
import { batchOfAssessment, seedExamLearners } from './exam-learners.ts';
import type { FailoverLoadResult, FailoverWorkerSettings } from './failover-worker.ts';
import { openQuiz } from './run-exam-bench.ts';
import { runLoadWorker } from './run-exam-load.ts';

/** What fails: one of the two servers (SIGKILL), or PostgreSQL (an immediate shutdown). */
export type Failure = 'server' | 'database';

export interface FailoverSettings {
  failure: Failure;
  learners: number;
  pollsPerSecond: number;
  savesPerSecond: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** How long what failed stays down before it is started again. */
  downSeconds: number;
}

export interface FailoverResult {
  settings: FailoverSettings;
  /** When the failure came, seconds into the measured part, and how long until all was up again. */
  failedAtSeconds: number;
  outageSeconds: number;
  polls: Omit<FailoverLoadResult, 'acknowledged'>;
  saves: Omit<FailoverLoadResult, 'acknowledged'>;
  /** Answers the server acknowledged, those not in the database as acknowledged, and extra rows. */
  acknowledgedAnswers: number;
  lost: number;
  duplicates: number;
}

const worker = fileURLToPath(new URL('./failover-worker.ts', import.meta.url));
const runLoad = (settings: FailoverWorkerSettings) => runLoadWorker<FailoverLoadResult>(worker, settings);

/** Every answer a learner was told was saved, looked for in the database: lost ones and extra rows. */
async function checkAnswers(
  url: string,
  assessid: string,
  acknowledged: FailoverLoadResult['acknowledged'],
): Promise<{ lost: number; duplicates: number }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ eid: string; iid: string; seq: number; answer: { selected?: number[] } }[]>`
      select eid, iid, seq, answer from assessment_answers where oid = ${demoOid} and assessid = ${assessid}`;
    const [extra] = await sql<{ extra: number }[]>`
      select coalesce(sum(n - 1), 0)::int as extra from (select count(*) as n from assessment_answers
      where oid = ${demoOid} and assessid = ${assessid} group by eid, iid) per`;
    const [extraAttempts] = await sql<{ extra: number }[]>`
      select coalesce(sum(n - 1), 0)::int as extra from (select count(*) as n from assessment_attempts
      where oid = ${demoOid} and assessid = ${assessid} group by eid) per`;
    const stored = new Map(rows.map((row) => [`${row.eid} ${row.iid}`, row]));
    let lost = 0;
    for (const [eid, iid, seq, selected] of acknowledged) {
      const row = stored.get(`${eid} ${iid}`);
      // A later save of the same question may have overwritten it: only an older or missing row is a loss.
      if (!row || row.seq < seq || (row.seq === seq && row.answer.selected?.[0] !== selected)) lost += 1;
    }
    return { lost, duplicates: (extra?.extra ?? 0) + (extraAttempts?.extra ?? 0) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Exam day through a failure: two Aula servers behind HAProxy on one PostgreSQL of the bench's own, the
 * learners polling and saving through the balancer as exam-bench does; at the middle of the measured
 * part either the second server is killed with SIGKILL or PostgreSQL is shut down immediately, and it is
 * started again `downSeconds` later. Then every acknowledged answer is looked for in the database.
 */
export async function runFailoverBench(settings: FailoverSettings): Promise<FailoverResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-failover-'));
  const database = startPrivatePostgres(await freePort());
  const ports = [await freePort(), await freePort()] as const;
  const contentPorts = [await freePort(), await freePort()] as const;
  const balancerPort = await freePort();
  const servers: ManagedProcess[] = [];
  let balancer: ManagedProcess | undefined;
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const serve = (index: 0 | 1, seed: boolean) =>
    startAula({ kind: 'postgres', url: database.url, dataDir }, ports[index], {
      seed,
      publicUrl,
      contentPort: contentPorts[index],
    });
  try {
    servers.push(await serve(0, true));
    servers.push(await serve(1, false));
    balancer = await startHaproxy(balancerPort, ports);
    const origin = publicUrl;
    const save = await liveAssessmentSave(origin, await sessionCookie(origin, demoLearner));
    const assessid = String(save.assessid);
    const { bpid, pid } = await batchOfAssessment(database.url, demoOid, assessid);
    const learners = await seedExamLearners(database.url, {
      oid: demoOid,
      bpid,
      pid,
      count: settings.learners,
    });
    console.log(
      `Exam failover (${settings.failure}): ${settings.learners} learners of ${assessid} through HAProxy ` +
        `to two servers`,
    );
    await openQuiz(origin, learners, assessid);
    const learnersFile = join(dataDir, 'learners.json');
    await writeFile(learnersFile, JSON.stringify(learners));
    const questions = (save.quizdata as { response: { iid: string }[] }).response.map(({ iid }) => ({
      iid,
      options: 2,
    }));
    const failedAtSeconds = Math.floor(settings.durationSeconds / 2);
    const common = {
      learnersFile,
      oid: demoOid,
      warmupSeconds: settings.warmupSeconds,
      durationSeconds: settings.durationSeconds,
      failureAtMs: failedAtSeconds * 1000,
      outageMs: settings.downSeconds * 1000,
    };
    const fail = async (): Promise<number> => {
      await delay((settings.warmupSeconds + failedAtSeconds) * 1000 + 200);
      const downAt = Date.now();
      if (settings.failure === 'server') {
        const killed = servers[1] as ManagedProcess;
        killed.child.kill('SIGKILL');
        await new Promise((resolve) => killed.child.once('exit', resolve));
        await delay(Math.max(0, downAt + settings.downSeconds * 1000 - Date.now()));
        servers[1] = await serve(1, false);
      } else {
        database.crash();
        await delay(Math.max(0, downAt + settings.downSeconds * 1000 - Date.now()));
        database.start();
      }
      const outage = (Date.now() - downAt) / 1000;
      console.log(
        `  ${settings.failure} down at ${failedAtSeconds} s, all up again after ${outage.toFixed(1)} s`,
      );
      return outage;
    };
    const [polls, saves, outageSeconds] = await Promise.all([
      runLoad({
        ...common,
        kind: 'poll',
        url: `${origin}/api/getServerTime`,
        assessid,
        rate: settings.pollsPerSecond,
      }),
      runLoad({
        ...common,
        kind: 'save',
        url: `${origin}/api/updateAssessment`,
        saves: { oid: demoOid, assessid, questions },
        rate: settings.savesPerSecond,
      }),
      fail(),
    ]);
    const { acknowledged, ...saveResult } = saves;
    const { acknowledged: _none, ...pollResult } = polls;
    return {
      settings,
      failedAtSeconds,
      outageSeconds: Math.round(outageSeconds * 10) / 10,
      polls: pollResult,
      saves: saveResult,
      acknowledgedAnswers: acknowledged.length,
      ...(await checkAnswers(database.url, assessid, acknowledged)),
    };
  } finally {
    await balancer?.stop();
    for (const server of servers) await server.stop();
    database.remove();
    await rm(dataDir, { recursive: true, force: true });
  }
}
