import { createHash, randomBytes, randomUUID } from 'node:crypto';
import postgres from 'postgres';

/** A learner of the simulated exam: the username and the session cookie the load sends. */
export interface ExamLearner {
  eid: string;
  cookie: string;
}

export interface ExamCohort {
  oid: string;
  /** The batch the exam belongs to, and its program. */
  bpid: string;
  pid: string;
  count: number;
  /** Starts each username, so that several cohorts can share a database. */
  prefix?: string;
}

/** The batch (and program) of an assessment, read from the bench's database. */
export async function batchOfAssessment(
  url: string,
  oid: string,
  assessid: string,
): Promise<{ bpid: string; pid: string }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ bpid: string; pid: string }[]>`
      select a.bpid, b.pid from assessments a join batches b on b.oid = a.oid and b.bpid = a.bpid
      where a.oid = ${oid} and a.assessid = ${assessid}`;
    if (!row) throw new Error(`no assessment ${assessid} in ${oid}`);
    return row;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Puts `count` learners into the bench's own database, enrolled in the exam's batch and each signed in
 * (a session row whose cookie the load sends), without going through sign-in: hashing thousands of
 * passwords would take minutes and is not what exam day measures. The rows are the ones sign-up,
 * enrolment and sign-in write.
 */
export async function seedExamLearners(url: string, cohort: ExamCohort): Promise<ExamLearner[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const now = new Date();
  const expires = new Date(now.getTime() + 12 * 3_600_000);
  const learners: ExamLearner[] = [];
  try {
    const users = [];
    const enrolments = [];
    const sessions = [];
    for (let index = 0; index < cohort.count; index += 1) {
      const id = randomUUID();
      const eid = `${cohort.prefix ?? 'exam'}-${index}@bench.aula`;
      const token = randomBytes(32).toString('base64url');
      users.push({
        id,
        oid: cohort.oid,
        eid,
        email: eid,
        name: `Exam Learner ${index}`,
        password_hash: '!',
        confirmed: true,
      });
      enrolments.push({
        oid: cohort.oid,
        eid,
        bpid: cohort.bpid,
        pid: cohort.pid,
        enrolled_on: '2026-07-01',
      });
      sessions.push({
        id: createHash('sha256').update(token).digest('hex'),
        oid: cohort.oid,
        user_id: id,
        created_at: now,
        last_seen_at: now,
        expires_at: expires,
      });
      learners.push({ eid, cookie: `aula_session=${token}` });
    }
    for (let start = 0; start < users.length; start += 1000) {
      const end = start + 1000;
      await sql`insert into users ${sql(users.slice(start, end))}`;
      await sql`insert into enrolments ${sql(enrolments.slice(start, end))}`;
      await sql`insert into sessions ${sql(sessions.slice(start, end))}`;
    }
    // A portal's tables have their statistics long before an exam (autovacuum analyses them as rows
    // come); rows written just now have none yet, and PostgreSQL would plan the exam's lookups as if
    // the tables were still nearly empty (scanning every enrolment of the batch) until it got to them.
    await sql`analyze users, enrolments, sessions`;
    return learners;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
