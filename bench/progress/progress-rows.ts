import { createHash, randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** A learner the measurement calls as: their session cookie and an object they have open, not complete. */
export interface ProgressLearner {
  eid: string;
  cookie: string;
  bcid: string;
  /** An object in progress (op 1, opened ten minutes before the run): Mark Complete records it. */
  openObjid: string;
}

export interface GeneratedProgress {
  learners: number;
  objectRows: number;
  courseRows: number;
  /** How long writing the rows took, VACUUM ANALYZE included. */
  seconds: number;
}

/**
 * The countable objects of every batch course of the organisation, in course order (units, then objects,
 * less what the admin switched off in the batch; electives left out: a learner has chosen none), as a
 * temporary table of the generator's connection.
 */
async function tabulateObjects(sql: postgres.Sql, oid: string): Promise<void> {
  await sql`
    create temporary table bench_objects as
    select bc.bpid, b.pid, bc.bcid, o.obj->>'oid' as objid, o.obj->>'otype' as otype,
      row_number() over (partition by bc.bcid order by n.npos, o.opos)::int as pos
    from batch_courses bc
    join batches b on b.oid = bc.oid and b.bpid = bc.bpid
    join courses c on c.oid = bc.oid and c.tid = bc.tid
    cross join lateral jsonb_array_elements(c.details->'nuggets') with ordinality n(nugget, npos)
    cross join lateral jsonb_array_elements(n.nugget->'objects') with ordinality o(obj, opos)
    where bc.oid = ${oid} and not bc.telective
      and not exists (
        select 1 from batch_switches s
        where s.oid = bc.oid and s.bcid = bc.bcid and not s.enabled
          and ((s.kind = 'nugget' and s.target = n.nugget->>'nid')
            or (s.kind = 'object' and s.target = o.obj->>'oid')))`;
  await sql`
    create temporary table bench_courses as
    select bpid, pid, bcid, count(*)::int as total from bench_objects group by bpid, pid, bcid`;
  await sql`
    create temporary table bench_batches as
    select (row_number() over (order by bpid) - 1)::int as n, bpid, pid
    from (select distinct bpid, pid from bench_courses) batch`;
}

/**
 * Learners `first` to `first + count - 1`, each enrolled in one of the organisation's batches (in turn),
 * with a realistic spread of progress in every course of it: each course reached up to a random point
 * (nothing, part-way or all of it), every object before that point complete with its time spent, the
 * one at it in progress, opened ten minutes ago, and the course's row (where they were last; tp 2 when
 * all is done). The rows are those the player writes; generate_series makes them inside PostgreSQL.
 */
async function addLearners(sql: postgres.TransactionSql, oid: string, first: number, count: number) {
  const last = first + count - 1;
  await sql`
    insert into users (id, oid, eid, email, name, password_hash, confirmed)
    select gen_random_uuid(), ${oid}, 'progress-' || i || '@bench.aula', 'progress-' || i || '@bench.aula',
      'Progress Learner ' || i, '!', true
    from generate_series(${first}::int, ${last}::int) i`;
  await sql`
    insert into enrolments (oid, eid, bpid, pid, enrolled_on)
    select ${oid}, 'progress-' || i || '@bench.aula', bb.bpid, bb.pid, date '2026-07-01'
    from generate_series(${first}::int, ${last}::int) i
    join bench_batches bb on bb.n = i % (select count(*) from bench_batches)`;
  // How far each learner got in each course: 0 (nothing) to total + 1 (all complete).
  await sql`
    create temporary table bench_reach on commit drop as
    select 'progress-' || i || '@bench.aula' as eid, bc.bcid, bc.total,
      floor(random() * (bc.total + 2))::int as reach,
      now() - random() * interval '60 days' as last_opened
    from generate_series(${first}::int, ${last}::int) i
    join bench_batches bb on bb.n = i % (select count(*) from bench_batches)
    join bench_courses bc on bc.bpid = bb.bpid`;
  const objects = await sql`
    insert into object_progress (oid, eid, bcid, objid, op, timespent)
    select ${oid}, r.eid, r.bcid, o.objid,
      case when o.pos < r.reach then 2 else 1 end,
      case when o.pos < r.reach then 60 + floor(random() * 1800)::int else 0 end
    from bench_reach r
    join bench_objects o on o.bcid = r.bcid and o.pos <= r.reach`;
  const courses = await sql`
    insert into course_progress (oid, eid, bcid, tp, last_objid, last_opened_at)
    select ${oid}, r.eid, r.bcid, case when r.reach > r.total then 2 else 0 end, o.objid, r.last_opened
    from bench_reach r
    join bench_objects o on o.bcid = r.bcid and o.pos = least(r.reach, r.total)
    where r.reach > 0`;
  return { objectRows: objects.count, courseRows: courses.count };
}

/**
 * Fills the bench's database with generated learners until `objectRows` object progress rows exist
 * beside the demo's, then VACUUM ANALYZE.
 */
export async function generateProgress(
  url: string,
  oid: string,
  targetRows: number,
  onProgress: (rows: number) => void,
): Promise<GeneratedProgress> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  try {
    await tabulateObjects(sql, oid);
    const chunk = 10_000;
    const total = { learners: 0, objectRows: 0, courseRows: 0 };
    while (total.objectRows < targetRows) {
      const added = await sql.begin((tx) => addLearners(tx, oid, total.learners, chunk));
      total.learners += chunk;
      total.objectRows += added.objectRows;
      total.courseRows += added.courseRows;
      onProgress(total.objectRows);
    }
    // What autovacuum would do after such a load, done now rather than in the middle of the measurement.
    await sql`vacuum (analyze)`;
    return { ...total, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * `count` generated learners, at random, each with an object in progress that Mark Complete may record
 * (not a quiz or a SCORM package, which complete by their own rule), open since ten minutes, and a
 * session for each (the rows sign-in writes).
 */
export async function signInProgressLearners(
  url: string,
  oid: string,
  count: number,
): Promise<ProgressLearner[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const ownRule = await sql<{ objid: string }[]>`
      select distinct o.obj->>'oid' as objid
      from courses c
      cross join lateral jsonb_array_elements(c.details->'nuggets') n(nugget)
      cross join lateral jsonb_array_elements(n.nugget->'objects') o(obj)
      where c.oid = ${oid} and o.obj->>'otype' in ('quiz', 'scorm')`;
    const rows = await sql<{ id: string; eid: string; bcid: string; objid: string }[]>`
      select u.id, p.eid, p.bcid, p.objid
      from (
        select distinct on (eid) eid, bcid, objid
        from object_progress
        where oid = ${oid} and op = 1 and eid like 'progress-%'
          and objid <> all(${ownRule.map((object) => object.objid)}::text[])
        order by eid, random()
      ) p
      join users u on u.oid = ${oid} and u.eid = p.eid
      order by random()
      limit ${count}`;
    // Each learner measured has the object they will complete open, since ten minutes (ADR 0063).
    for (const row of rows) {
      await sql`
        insert into open_objects (oid, eid, bcid, objid, opened_at)
        values (${oid}, ${row.eid}, ${row.bcid}, ${row.objid}, now() - interval '10 minutes')
        on conflict (oid, eid) do update set bcid = excluded.bcid, objid = excluded.objid,
          opened_at = excluded.opened_at`;
    }
    const now = new Date();
    const expires = new Date(now.getTime() + 12 * 3_600_000);
    const learners: ProgressLearner[] = [];
    const sessions = rows.map((row) => {
      const token = randomBytes(32).toString('base64url');
      learners.push({
        eid: row.eid,
        cookie: `aula_session=${token}`,
        bcid: row.bcid,
        openObjid: row.objid,
      });
      return {
        id: createHash('sha256').update(token).digest('hex'),
        oid,
        user_id: row.id,
        created_at: now,
        last_seen_at: now,
        expires_at: expires,
      };
    });
    for (let start = 0; start < sessions.length; start += 1000) {
      await sql`insert into sessions ${sql(sessions.slice(start, start + 1000))}`;
    }
    return learners;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
