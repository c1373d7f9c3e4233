import postgres from 'postgres';

export interface GeneratedReportRows {
  applications: number;
  decisions: number;
  signIns: number;
  seconds: number;
}

/**
 * Beside the progress generator's learners (`progress-N@bench.aula`), what the other reports read: an
 * application each (created over the last 26 weeks; most submitted a few days later; of those, one in
 * five returned for changes and one in two approved, as decision rows) and a sign-in every few days over
 * the last 90 (one 'Authenticated Login' per session), then VACUUM ANALYZE.
 */
export async function generateReportRows(url: string, oid: string): Promise<GeneratedReportRows> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  try {
    const applications = await sql`
      insert into applications (oid, applicationid, eid, pid, bpid, pstatus, submitted_at, created_at)
      select ${oid}, e.bpid || '-bench-' || row_number() over (), e.eid, e.pid, e.bpid,
        case when s.submitted then 2 else 0 end,
        case when s.submitted then s.created + interval '3 days' end, s.created
      from enrolments e
      cross join lateral (select now() - random() * interval '182 days' as created, random() < 0.8 as submitted) s
      where e.oid = ${oid} and e.eid like 'progress-%'`;
    const decisions = await sql`
      insert into application_decisions (id, oid, applicationid, decision, from_status, to_status, decided_by_name, decided_at)
      select gen_random_uuid(), a.oid, a.applicationid, d.decision, 2, case d.decision when 'approve' then 3 else 1 end, 'Bench counsellor',
        a.submitted_at + interval '2 days'
      from applications a
      cross join lateral (select case when random() < 0.2 then 'return' when random() < 0.6 then 'approve' end as decision) d
      where a.oid = ${oid} and a.applicationid like '%-bench-%' and a.submitted_at is not null
        and d.decision is not null`;
    const signIns = await sql`
      insert into analytics_events (id, oid, user_id, session_id, event_type, subject, occurred_at)
      select gen_random_uuid(), ${oid}, u.id, md5(u.id::text || n), 'Authenticated Login', '',
        now() - random() * interval '90 days'
      from users u cross join generate_series(1, 5) n
      where u.oid = ${oid} and u.eid like 'progress-%'`;
    await sql`vacuum (analyze)`;
    return {
      applications: applications.count,
      decisions: decisions.count,
      signIns: signIns.count,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
