import type { Answer, Attempt } from '@aula/contract/assessments';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { reachesSql } from '../enrolments/index.ts';
import { isAnswered } from './answer-rules.ts';
import type { CachedAssessment } from './assessment-cache.ts';
import { attemptView } from './attempt-store.ts';
import { SaveBatches } from './save-batches.ts';

/*
 * Saves to drafts, several at once, in one statement (one round trip, one transaction, one commit: one
 * flush of PostgreSQL's log for all of them; save-batches.ts gathers them, never two of one attempt).
 * For each save, updating its attempt row (only while it is a draft, status 0, and only while the learner
 * studies its course by the one enrolment scope, ADR 0069: enrolled in its batch and, for an elective,
 * having chosen it; for an assessment of the whole batch, enrolled) locks it as `select ... for update`
 * would, so a save and the submission never interleave; its answers are written from that update's row,
 * so nothing is written when it found none; and each answer keeps the device and sequence that wrote
 * it, a save from the same device that is not newer leaving it alone (ADR 0033).
 *
 * The statement answers each saved attempt's answers as they stand after it: those it wrote, and the
 * others as its snapshot saw them. That is the whole truth only if no other save of the attempt
 * committed after the snapshot was taken; every save changes the attempt row, so the update also
 * requires the row to be the version the snapshot saw (`xmin`). When another save got there first (the
 * same learner on two devices at once), that save updates nothing and its caller takes the full path.
 * For each save the statement made, a first row with iid null says its draft was saved (ADR 0047, 0054).
 *
 * Each save finds its attempt, and its enrolment and batch course, by their keys in a lateral subquery,
 * and the attempt row to update by the address that lookup found; the answers it did not write are read the same way. (A
 * subquery's `limit` or `offset 0` keeps the planner from turning it into a join.) So the plan is index
 * lookups whatever the table statistics say: when an exam starts, the attempts and answers written in
 * its first minute are not yet in them, and plain joins were planned as scans of every attempt and
 * every answer, 7 to 9 ms a save (ADR 0055).
 */
const saveDraftsSql = `
with save as (
  select * from jsonb_to_recordset($1::text::jsonb) as save(
    i int, oid text, assessid text, eid text, bpid text, tid text, at timestamptz, device text, seq int,
    answers jsonb)
), updated as (
  update assessment_attempts as attempt set last_saved_at = save.at
  from save cross join lateral (
    select seen.ctid, seen.xmin from assessment_attempts as seen
    where seen.oid = save.oid and seen.assessid = save.assessid and seen.eid = save.eid
      and ${reachesSql({ oid: 'save.oid', eid: 'save.eid', bpid: 'save.bpid', tid: 'save.tid' })}
    limit 1
  ) as seen
  where attempt.ctid = seen.ctid and attempt.xmin = seen.xmin and attempt.status = 0
  returning save.i, save.oid, save.assessid, save.eid, save.at, save.device, save.seq, save.answers
), saved as (
  insert into assessment_answers as stored (oid, assessid, eid, iid, answer, device, seq, saved_at)
  select updated.oid, updated.assessid, updated.eid, answer ->> 'iid', answer, updated.device, updated.seq, updated.at
  from updated, jsonb_array_elements(updated.answers) as answer
  on conflict (oid, assessid, eid, iid) do update
    set answer = excluded.answer, device = excluded.device, seq = excluded.seq, saved_at = excluded.saved_at
    where not (stored.device = excluded.device and stored.seq >= excluded.seq)
  returning stored.oid, stored.assessid, stored.eid, stored.iid, stored.answer
)
select updated.i, null::text as iid, null::jsonb as answer from updated
union all
select updated.i, saved.iid, saved.answer from updated join saved using (oid, assessid, eid)
union all
select updated.i, stored.iid, stored.answer
from updated cross join lateral (
  select stored.iid, stored.answer from assessment_answers as stored
  where stored.oid = updated.oid and stored.assessid = updated.assessid and stored.eid = updated.eid
  offset 0
) as stored
where not exists (
  select 1 from saved
  where saved.oid = updated.oid and saved.assessid = updated.assessid and saved.eid = updated.eid
    and saved.iid = stored.iid)`;

/** One save as the statement takes it. */
interface DraftRow {
  oid: string;
  assessid: string;
  eid: string;
  bpid: string;
  /** The assessment's course (null: the whole batch's). */
  tid: string | null;
  at: string;
  device: string;
  seq: number;
  answers: readonly Answer[];
}

/** The attempt's answers after the save, or null when its draft was not saved (take the full path). */
type Saved = Map<string, Answer> | null;

async function writeDrafts(db: Db, saves: readonly DraftRow[]): Promise<Saved[]> {
  const rows = await preparedRunnerOf(db)(saveDraftsSql, [
    JSON.stringify(saves.map((save, i) => ({ i, ...save }))),
  ]);
  const results: Saved[] = saves.map(() => null);
  for (const row of rows) if (row.iid === null) results[row.i as number] = new Map();
  for (const row of rows) {
    const answer = row.answer as Answer | null;
    if (answer && isAnswered(answer)) results[row.i as number]?.set(row.iid as string, answer);
  }
  return results;
}

const batchesByDb = new WeakMap<Db, SaveBatches<DraftRow, Saved>>();

/** The save batches of a database handle: one per server. */
function saveBatchesOf(db: Db): SaveBatches<DraftRow, Saved> {
  let batches = batchesByDb.get(db);
  if (!batches) {
    batches = new SaveBatches({
      keyOf: ({ oid, assessid, eid }) => `${oid}\u0000${assessid}\u0000${eid}`,
      write: (saves) => writeDrafts(db, saves),
      whenBatchFailed: null,
    });
    batchesByDb.set(db, batches);
  }
  return batches;
}

export interface DraftSave {
  device: string;
  seq: number;
  response: readonly Answer[];
}

/**
 * Saves answers to the learner's draft of a cached assessment, whose answers were checked against its
 * questions and whose window is open by the server's clock, with the saves of other learners that
 * arrive meanwhile; answers once the statement has committed. Answers null when there is no draft to
 * save to (no attempt yet, already submitted, or the course not the learner's), when another save of
 * the attempt got there first, or when the batch's statement failed: the caller then takes the full
 * path, which creates the attempt, saves the answers or gives the refusal.
 */
export async function saveDraft(
  db: Db,
  user: Pick<SessionUser, 'oid' | 'eid'>,
  { assessment, items }: CachedAssessment,
  save: DraftSave,
  now: Date,
): Promise<Attempt | null> {
  const answers = await saveBatchesOf(db).save({
    oid: user.oid,
    assessid: assessment.assessid,
    eid: user.eid,
    bpid: assessment.bpid,
    tid: assessment.tid,
    at: now.toISOString(),
    device: save.device,
    seq: save.seq,
    answers: save.response,
  });
  return answers && attemptView({ status: 0, lastSavedAt: now }, items, answers);
}
