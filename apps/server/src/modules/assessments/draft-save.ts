import type { Answer, Attempt } from '@aula/contract/assessments';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { isAnswered } from './answer-rules.ts';
import type { CachedAssessment } from './assessment-cache.ts';
import { attemptView } from './attempt-store.ts';

/*
 * The save of a draft in one statement (one round trip, one transaction). Updating the attempt row
 * (only while it is a draft, status 0, and only while the learner is enrolled in its batch) locks it
 * as `select ... for update` would, so a save and the submission never interleave; the answers are
 * written from that update's row, so nothing is written when it found none; and each answer keeps the
 * device and sequence that wrote it, a save from the same device that is not newer leaving it alone
 * (ADR 0033).
 *
 * The statement answers the attempt's answers as they stand after it: those it wrote, and the others
 * as its snapshot saw them. That is the whole truth only if no other save of the attempt committed
 * after the snapshot was taken; every save changes the attempt row, so the update also requires the row
 * to be the version the snapshot saw (`xmin`). When another save got there first (the same learner on
 * two devices at once), it updates nothing and the caller takes the full path. The first row (iid null)
 * says the draft was saved.
 */
const saveDraftSql = `
with attempt as (
  update assessment_attempts set last_saved_at = $4::timestamptz
  where oid = $1::text and assessid = $2::text and eid = $3::text and status = 0
    and xmin = (select xmin from assessment_attempts where oid = $1::text and assessid = $2::text and eid = $3::text)
    and exists (select 1 from enrolments where oid = $1::text and eid = $3::text and bpid = $5::text)
  returning 1
), saved as (
  insert into assessment_answers as stored (oid, assessid, eid, iid, answer, device, seq, saved_at)
  select $1::text, $2::text, $3::text, answer ->> 'iid', answer, $6::text, $7::int, $4::timestamptz
  from attempt, jsonb_array_elements($8::text::jsonb) as answer
  on conflict (oid, assessid, eid, iid) do update
    set answer = excluded.answer, device = excluded.device, seq = excluded.seq, saved_at = excluded.saved_at
    where not (stored.device = excluded.device and stored.seq >= excluded.seq)
  returning stored.iid, stored.answer
)
select null::text as iid, null::jsonb as answer from attempt
union all
select iid, answer from saved
union all
select iid, answer from assessment_answers as stored
where oid = $1::text and assessid = $2::text and eid = $3::text
  and exists (select 1 from attempt) and not exists (select 1 from saved where saved.iid = stored.iid)`;

export interface DraftSave {
  device: string;
  seq: number;
  response: readonly Answer[];
}

/**
 * Saves answers to the learner's draft of a cached assessment, whose answers were checked against its
 * questions and whose window is open by the server's clock. Answers null when there is no draft to
 * save to (no attempt yet, already submitted, or not enrolled): the caller then takes the full path,
 * which creates the attempt or gives the refusal.
 */
export async function saveDraft(
  db: Db,
  user: SessionUser,
  { assessment, items }: CachedAssessment,
  save: DraftSave,
  now: Date,
): Promise<Attempt | null> {
  const run = preparedRunnerOf(db);
  const key = [user.oid, assessment.assessid, user.eid];
  const rows = await run(saveDraftSql, [
    ...key,
    now.toISOString(),
    assessment.bpid,
    save.device,
    save.seq,
    JSON.stringify(save.response),
  ]);
  if (!rows.some((row) => row.iid === null)) return null;
  const answers = new Map<string, Answer>();
  for (const row of rows) {
    const answer = row.answer as Answer | null;
    if (answer && isAnswered(answer)) answers.set(row.iid as string, answer);
  }
  return attemptView({ status: 0, lastSavedAt: now }, items, answers);
}
