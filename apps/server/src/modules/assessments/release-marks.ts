import { markingRefusals } from '@aula/contract/staff-marking';
import { and, eq, sql } from 'drizzle-orm';
import { assessmentMarkings, assessmentMarks } from '../../db/schema/assessment-marks.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { htmlToText } from '../../platform/html-text.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyLearner } from '../notifications/index.ts';
import { learnerOfKey } from './anonymous-marking.ts';
import { answersOf } from './attempt-store.ts';
import { marked } from './marking-queue.ts';
import { fullyMarked, markedTotal } from './marking-rules.ts';
import {
  batchCourseOf,
  markingOf,
  marksOf,
  markValues,
  submittedAttempt,
  taughtAssessment,
} from './marking-store.ts';
import type { AssessmentRow } from './policy.ts';
import { itemsOf } from './policy.ts';
import type { ItemRow } from './question-view.ts';

interface Release {
  ip: string;
  now: Date;
}

/**
 * Where the learner reads released marks: the Assessments or Assignments tab of the assessment's course,
 * or, for one of the whole batch, their notifications alone.
 */
async function resultsLink(db: Db, assessment: AssessmentRow): Promise<string | null> {
  const bcid = await batchCourseOf(db, assessment);
  if (bcid === null) return null;
  const tab = assessment.quiztype === 'assign' ? 'assignments' : 'assessments';
  return `/course?${new URLSearchParams({ course: bcid, tab }).toString()}`;
}

/**
 * Releases the marks of one attempt as they stand, in one transaction with its audit line: the learner's
 * copy of each mark and comment, and the total recomputed here, and the learner's notification.
 * Refused unless every open answer is marked.
 */
async function releaseOne(
  db: Db,
  actor: SessionUser,
  assessment: AssessmentRow,
  items: readonly ItemRow[],
  eid: string,
  { ip, now }: Release,
  link: string | null,
): Promise<void> {
  const key = { oid: actor.oid, assessid: assessment.assessid, eid };
  await db.transaction(async (tx) => {
    await tx.insert(assessmentMarkings).values(key).onConflictDoNothing();
    const marking = await markingOf(tx, key, true);
    const marks = await marksOf(tx, key);
    if (!marking || !fullyMarked(items, marks)) {
      throw new AppError('CONFLICT', markingRefusals.notMarked, { eid: 'not marked' });
    }
    const score = markedTotal(items, await answersOf(tx, key), markValues(marks));
    const mine = and(
      eq(assessmentMarkings.oid, key.oid),
      eq(assessmentMarkings.assessid, key.assessid),
      eq(assessmentMarkings.eid, key.eid),
    );
    await tx
      .update(assessmentMarkings)
      .set({
        releasedVersion: marking.version,
        releasedScore: score,
        releasedAt: now,
        releasedBy: actor.userId,
      })
      .where(mine);
    await tx
      .update(assessmentMarks)
      .set({ releasedMark: sql`${assessmentMarks.mark}`, releasedComment: sql`${assessmentMarks.comment}` })
      .where(
        and(
          eq(assessmentMarks.oid, key.oid),
          eq(assessmentMarks.assessid, key.assessid),
          eq(assessmentMarks.eid, eid),
        ),
      );
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'marking.release',
      subjectKind: 'assessment',
      subjectId: assessment.assessid,
      before: { eid, score: marking.releasedScore, version: marking.releasedVersion },
      after: { eid, score, version: marking.version },
      ip,
      at: now,
    });
    await notifyLearner(tx, {
      oid: actor.oid,
      eid,
      kind: 'marks-released',
      title: `Your marks are released: ${htmlToText(assessment.title)}`,
      msg: 'Open the course to read your score and the marker’s comments beside your answers.',
      link,
      at: now,
    });
  });
}

/** Releases learner `eid`'s marked attempt, or every marked attempt of the assessment not released as it stands. */
export async function releaseAttemptMarks(
  db: Db,
  actor: SessionUser,
  { assessid, eid: learnerKey }: { assessid: string; eid?: string },
  release: Release,
): Promise<{ released: number }> {
  const assessment = await taughtAssessment(db, actor.oid, assessid);
  const items = await itemsOf(db, actor.oid, assessid);
  const eid = learnerKey === undefined ? undefined : await learnerOfKey(db, assessment, learnerKey);
  if (eid !== undefined) await submittedAttempt(db, assessment, eid);
  const eids = eid === undefined ? await marked(db, assessment) : [eid];
  const link = await resultsLink(db, assessment);
  for (const each of eids) await releaseOne(db, actor, assessment, items, each, release, link);
  return { released: eids.length };
}
