import {
  closedMessage,
  markCompleteDelaySeconds,
  type ObjectProgressAnswer,
  timeSpentGraceSeconds,
  tooSoonMessage,
} from '@aula/contract/course-player';
import { scormNotDoneMessage } from '@aula/contract/scorm';
import { AppError } from '../../platform/app-error.ts';
import { type Db, preparedRunnerOf } from '../../platform/db.ts';
import { isQuizObjectDone } from '../quizzes/index.ts';
import { isScormObjectDone } from '../scorm/index.ts';
import { assertReachable, completesCourse } from './course-order.ts';
import { type LearnerCourseProgress, learnerCourseProgress, opIn } from './learner-course-progress.ts';

/**
 * Completes an object not yet complete that is the learner's open object and has been for at least $7
 * seconds, adding the time spent claimed ($5), bounded by the time since it was opened ($6 is now).
 * The open row is locked, so an opening of another object waits for this and the next completion
 * waits for that opening; no row when any condition fails.
 */
const completeSql = `
with open as (
  select opened_at from open_objects
  where oid = $1::text and eid = $2::text and bcid = $3::text and objid = $4::text
    and opened_at <= $6::timestamptz - make_interval(secs => $7::int)
  for update)
update object_progress o
set op = 2,
  timespent = o.timespent + least($5::int, floor(extract(epoch from $6::timestamptz - open.opened_at))::int)
from open
where o.oid = $1::text and o.eid = $2::text and o.bcid = $3::text and o.objid = $4::text and o.op < 2
returning o.timespent`;

/** The course becomes complete (tp 2). */
const completeCourseSql = `
insert into course_progress (oid, eid, bcid, tp) values ($1::text, $2::text, $3::text, 2)
on conflict (oid, eid, bcid) do update set tp = 2`;

/**
 * A quiz object is finished once the learner finished it by its rule (a passed quiz, a submitted mini
 * assignment), a SCORM object once its package reported it complete (ADR 0063); other objects need
 * nothing more than the time open. Throws the refusal, naming what is missing.
 */
async function assertFinished(
  db: Db,
  key: { oid: string; eid: string; bcid: string; objid: string },
  progress: LearnerCourseProgress,
): Promise<void> {
  const object = progress.details?.nuggets
    .flatMap((nugget) => nugget.objects)
    .find((each) => each.oid === key.objid);
  if (object?.otype === 'quiz' && !(await isQuizObjectDone(db, { ...key, quizid: key.objid }))) {
    throw new AppError('CONFLICT', 'Finish the quiz before it is marked complete.', {
      objid: 'quiz not finished',
    });
  }
  if (object?.otype === 'scorm' && !(await isScormObjectDone(db, key, object.ourl))) {
    throw new AppError('CONFLICT', scormNotDoneMessage, { objid: 'the package has not reported completion' });
  }
}

export interface Completion {
  oid: string;
  eid: string;
  bcid: string;
  objid: string;
  /** Seconds the learner spent on the object since opening it, as the player counted them. */
  timeSpentSeconds: number;
}

/**
 * Mark Complete under the progress rules (spec 2 §4): the object must be reachable (not disabled, and
 * without free navigation the one before it complete) and opened at least `markCompleteDelaySeconds`
 * before (the spec's Mark Complete after 5 s, on the server's clock), and still be the learner's open
 * object (ADR 0063); the time spent it claims may not exceed the time since it was opened (plus a small
 * grace) and what it records never does; the course becomes complete (tp 2) by `completesCourse`; a
 * quiz or SCORM object only once finished by its own rule (`assertFinished`). Completing a complete
 * object again changes nothing, so a retried or queued call is harmless. Every way an object gets completed (the player's button, a SCORM package, a quiz) comes
 * through here.
 */
export async function completeObject(
  db: Db,
  { oid, eid, bcid, objid, timeSpentSeconds }: Completion,
  now: Date,
): Promise<ObjectProgressAnswer> {
  const progress = await learnerCourseProgress(db, { oid, eid }, bcid);
  assertReachable(progress, objid, opIn(progress));
  const row = progress.objects.get(objid);
  if (row?.op === 2) return { objid, userOP: { op: 2, timespent: row.timespent }, tp: progress.tp };
  if (!row) {
    throw new AppError('CONFLICT', 'Open the object before marking it complete.', {
      objid: 'not opened yet',
    });
  }
  if (progress.open?.objid !== objid) {
    throw new AppError('CONFLICT', closedMessage, { objid: 'another object was opened since' });
  }
  await assertFinished(db, { oid, eid, bcid, objid }, progress);
  const open = Math.floor((now.getTime() - progress.open.openedAt.getTime()) / 1000);
  if (open < markCompleteDelaySeconds) {
    throw new AppError('CONFLICT', tooSoonMessage, {
      objid: `open for ${Math.max(0, open)} of the ${markCompleteDelaySeconds} seconds Mark Complete needs`,
    });
  }
  if (timeSpentSeconds > open + timeSpentGraceSeconds) {
    throw new AppError('VALIDATION_FAILED', 'The time spent is longer than the object has been open.', {
      timespent: `at most ${Math.max(0, open)} seconds since the object was opened`,
    });
  }
  const run = preparedRunnerOf(db);
  const [updated] = await run(completeSql, [
    oid,
    eid,
    bcid,
    objid,
    timeSpentSeconds,
    now.toISOString(),
    markCompleteDelaySeconds,
  ]);
  // A concurrent retry completed it first (answer what that call recorded), or another object was
  // opened meanwhile (refused as above).
  if (!updated) return completeObject(db, { oid, eid, bcid, objid, timeSpentSeconds: 0 }, now);
  const completed = new Set([...progress.objects].filter(([, each]) => each.op === 2).map(([id]) => id));
  let tp = progress.tp;
  if (tp !== 2 && completesCourse(progress, objid, completed)) {
    tp = 2;
    await run(completeCourseSql, [oid, eid, bcid]);
  }
  return { objid, userOP: { op: 2, timespent: updated.timespent as number }, tp };
}
