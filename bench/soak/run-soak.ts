// `npm run soak`: 200 learners sit a time-compressed exam while the server is killed with SIGKILL again and
// again and PostgreSQL is crashed and restarted; then every answer the server acknowledged is looked for
// in the database. Not part of `npm test`: it takes minutes. Settings: SOAK_LEARNERS (200), SOAK_SECONDS
// (600, the compressed 60-minute exam: a restart takes seconds, and 50 of them must fit), SOAK_KILLS (50), SOAK_PG_RESTARTS (5), SOAK_PACE_MS (1000, between
// one learner's saves).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import { demoLearner, demoOid } from '../api/api-calls.ts';
import { liveAssessmentSave } from '../api/live-assessment.ts';
import { batchOfAssessment, type ExamLearner, seedExamLearners } from '../exam/exam-learners.ts';
import { startAula } from '../lib/aula-server.ts';
import { describeMachine } from '../lib/machine.ts';
import { freePort } from '../lib/ports.ts';
import { startPrivatePostgres } from '../lib/private-postgres.ts';
import type { ManagedProcess } from '../lib/processes.ts';
import { runDate, writeResults } from '../lib/results.ts';
import { sessionCookie } from '../lib/sign-in.ts';
import { type SoakCounts, soakReport } from './soak-report.ts';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

const settings = {
  learners: setting('SOAK_LEARNERS', 200),
  seconds: setting('SOAK_SECONDS', 600),
  kills: setting('SOAK_KILLS', 50),
  postgresRestarts: setting('SOAK_PG_RESTARTS', 5),
  paceMs: setting('SOAK_PACE_MS', 1000),
};

/** What a learner was told was saved, per question: the sequence number and the option chosen. */
type Acknowledged = Map<string, { seq: number; selected: number }>;

const counts = { saves: 0, retries: 0, refusals: 0, submitted: 0 };

/**
 * Sends one save until the server acknowledges it (200), as the quiz view's queue does: a dropped
 * connection or a 5xx is tried again with the same sequence number. A 4xx is a refusal, counted.
 */
async function untilAcknowledged(origin: string, learner: ExamLearner, body: object): Promise<boolean> {
  for (;;) {
    try {
      const response = await fetch(`${origin}/api/updateAssessment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: learner.cookie },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return true;
      if (response.status < 500) {
        counts.refusals += 1;
        return false;
      }
    } catch {
      // The server is down or restarting: the browser keeps the answer and tries again.
    }
    counts.retries += 1;
    await delay(250 + Math.random() * 250);
  }
}

async function sit(
  origin: string,
  learner: ExamLearner,
  exam: { assessid: string; questions: string[] },
  until: number,
  acknowledged: Acknowledged,
): Promise<void> {
  const own = { oid: demoOid, eid: learner.eid, assessid: exam.assessid, quiztype: 'assess', device: 'soak' };
  let seq = 0;
  await delay(Math.random() * settings.paceMs);
  while (Date.now() < until) {
    seq += 1;
    const iid = exam.questions[seq % exam.questions.length] as string;
    const selected = seq % 2;
    const body = { ...own, seq, quizdata: { response: [{ iid, selected: [selected] }], status: 0 } };
    if (await untilAcknowledged(origin, learner, body)) {
      acknowledged.set(iid, { seq, selected });
      counts.saves += 1;
    }
    await delay(settings.paceMs * (0.5 + Math.random()));
  }
  seq += 1;
  const submit = { ...own, seq, quizdata: { response: [], status: 1 } };
  if (await untilAcknowledged(origin, learner, submit)) counts.submitted += 1;
}

/**
 * Kills the server with SIGKILL `kills` times over the exam, crashing PostgreSQL on every few. The kills
 * are due at even moments of the exam; a restart takes seconds, so when one is late the next follows as
 * soon as the server has been up for a second, and all of them happen before the end.
 */
async function chaos(
  restart: (withDatabase: boolean) => Promise<void>,
  until: number,
): Promise<{ kills: number; postgresRestarts: number }> {
  const start = Date.now();
  const every = (until - start) / (settings.kills + 1);
  const postgresEvery = Math.max(1, Math.floor(settings.kills / settings.postgresRestarts));
  let kills = 0;
  let postgresRestarts = 0;
  while (kills < settings.kills && Date.now() < until) {
    const due = start + every * (kills + 1);
    await delay(Math.max(1000, due - Date.now()));
    kills += 1;
    const withDatabase = kills % postgresEvery === 0 && postgresRestarts < settings.postgresRestarts;
    if (withDatabase) postgresRestarts += 1;
    await restart(withDatabase);
  }
  return { kills, postgresRestarts };
}

const dataDir = await mkdtemp(join(tmpdir(), 'aula-soak-'));
const database = startPrivatePostgres(await freePort());
const port = await freePort();
let server: ManagedProcess | undefined;
try {
  const origin = `http://127.0.0.1:${port}`;
  server = await startAula({ kind: 'postgres', url: database.url, dataDir }, port);
  const save = await liveAssessmentSave(origin, await sessionCookie(origin, demoLearner));
  const assessid = String(save.assessid);
  const questions = (save.quizdata as { response: { iid: string }[] }).response.map(({ iid }) => iid);
  const { bpid, pid } = await batchOfAssessment(database.url, demoOid, assessid);
  const learners = await seedExamLearners(database.url, {
    oid: demoOid,
    bpid,
    pid,
    count: settings.learners,
  });
  console.log(
    `Soak: ${settings.learners} learners on ${assessid} for ${settings.seconds} s, ` +
      `${settings.kills} SIGKILLs, ${settings.postgresRestarts} PostgreSQL crashes`,
  );

  const until = Date.now() + settings.seconds * 1000;
  const acknowledged = new Map(learners.map((learner) => [learner.eid, new Map()] as [string, Acknowledged]));
  const restart = async (withDatabase: boolean) => {
    const killedAt = Date.now();
    server?.child.kill('SIGKILL');
    await new Promise((resolve) => server?.child.once('exit', resolve));
    if (withDatabase) database.crashAndRestart();
    server = await startAula({ kind: 'postgres', url: database.url, dataDir }, port, { seed: false });
    console.log(
      `  restarted${withDatabase ? ' with PostgreSQL' : ''} in ${((Date.now() - killedAt) / 1000).toFixed(1)} s; ` +
        `saves so far ${counts.saves}`,
    );
  };
  const [chaosDone] = await Promise.all([
    chaos(restart, until),
    ...learners.map((learner) =>
      sit(origin, learner, { assessid, questions }, until, acknowledged.get(learner.eid) as Acknowledged),
    ),
  ]);

  // What the database holds now, against what each learner was told.
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const rows = await sql<{ eid: string; iid: string; seq: number; answer: { selected?: number[] } }[]>`
    select eid, iid, seq, answer from assessment_answers where oid = ${demoOid} and assessid = ${assessid}`;
  const perQuestion = await sql<{ extra: number }[]>`
    select coalesce(sum(n - 1), 0)::int as extra from (select count(*) as n from assessment_answers
    where oid = ${demoOid} and assessid = ${assessid} group by eid, iid) per`;
  const attempts = await sql<{ eid: string; status: number }[]>`
    select eid, status from assessment_attempts where oid = ${demoOid} and assessid = ${assessid}`;
  await sql.end({ timeout: 5 });
  const stored = new Map(rows.map((row) => [`${row.eid} ${row.iid}`, row]));
  let lost = 0;
  let acknowledgedAnswers = 0;
  for (const [eid, answers] of acknowledged) {
    for (const [iid, ack] of answers) {
      acknowledgedAnswers += 1;
      const row = stored.get(`${eid} ${iid}`);
      if (!row || row.seq !== ack.seq || row.answer.selected?.[0] !== ack.selected) lost += 1;
    }
  }
  const attemptsPerLearner = new Map<string, number>();
  for (const attempt of attempts)
    attemptsPerLearner.set(attempt.eid, (attemptsPerLearner.get(attempt.eid) ?? 0) + 1);
  const extraAttempts = [...attemptsPerLearner.values()].reduce((sum, n) => sum + n - 1, 0);
  const result: SoakCounts = {
    ...settings,
    ...chaosDone,
    saves: counts.saves,
    acknowledgedAnswers,
    retries: counts.retries,
    refusals: counts.refusals,
    submitted: counts.submitted,
    submittedInDatabase: attempts.filter((attempt) => attempt.status === 1).length,
    lost,
    duplicates: (perQuestion[0]?.extra ?? 0) + extraAttempts,
  };
  const date = runDate();
  const files = writeResults('soak', soakReport(result, describeMachine(), date), {
    date,
    ...result,
  });
  console.log(
    `\nSoak: ${result.saves} saves acknowledged (${result.acknowledgedAnswers} answers to check), ` +
      `${result.kills} SIGKILLs, ${result.postgresRestarts} PostgreSQL crashes, ${result.retries} retries, ` +
      `${result.refusals} refusals; lost ${result.lost} (target 0), duplicates ${result.duplicates} (target 0); ` +
      `submitted ${result.submitted}/${settings.learners} (database: ${result.submittedInDatabase})`,
  );
  console.log(`  written: ${files.join(', ')}`);
  if (result.lost > 0 || result.duplicates > 0) process.exitCode = 1;
} finally {
  await server?.stop();
  database.remove();
  await rm(dataDir, { recursive: true, force: true });
}
