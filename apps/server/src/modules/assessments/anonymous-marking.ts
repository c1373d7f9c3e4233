import type { Input, Output } from '@aula/contract/operation';
import {
  participantKey,
  participantKeyPattern,
  type setAnonymousMarking,
} from '@aula/contract/staff-marking';
import { and, eq, sql } from 'drizzle-orm';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { anonymousMarkings, markingParticipants } from '../../db/schema/assessment-marks.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import type { AssessmentRow } from './policy.ts';

/*
 * Anonymous marking (ADR 0072): markers of such an assessment see each learner as "Participant N", and
 * the name only once the attempt's marks were released. The numbers are given in a random order (not
 * the order of submission), once, the same for every marker; the queue, the attempt, its file
 * addresses and every body name the learner by `participant-N`, never by their username.
 */

type Key = { oid: string; assessid: string };

const ofAssessment = ({ oid, assessid }: Key) =>
  and(eq(anonymousMarkings.oid, oid), eq(anonymousMarkings.assessid, assessid));

export async function isAnonymous(db: Db, key: Key): Promise<boolean> {
  const [row] = await db
    .select({ oid: anonymousMarkings.oid })
    .from(anonymousMarkings)
    .where(ofAssessment(key));
  return row !== undefined;
}

/**
 * Gives every submitted attempt without a number the next ones, in a random order. Two markers opening
 * the queue at once may pick the same numbers: the unique number keeps one, and the other attempt gets
 * its number at the next call.
 */
async function numberParticipants(db: Db, { oid, assessid }: Key): Promise<void> {
  await db.execute(sql`
    insert into ${markingParticipants} (oid, assessid, eid, participant)
    select a.oid, a.assessid, a.eid,
      coalesce((select max(p.participant) from ${markingParticipants} p where p.oid = ${oid} and p.assessid = ${assessid}), 0)
        + row_number() over (order by random())
    from ${assessmentAttempts} a
    where a.oid = ${oid} and a.assessid = ${assessid} and a.status = 1
      and not exists (select 1 from ${markingParticipants} p where p.oid = a.oid and p.assessid = a.assessid and p.eid = a.eid)
    on conflict do nothing`);
}

/** The participant numbers of the assessment's submitted attempts, by username (numbering any new ones). */
export async function participantsOf(db: Db, key: Key): Promise<Map<string, number>> {
  await numberParticipants(db, key);
  const rows = await db
    .select({ eid: markingParticipants.eid, participant: markingParticipants.participant })
    .from(markingParticipants)
    .where(and(eq(markingParticipants.oid, key.oid), eq(markingParticipants.assessid, key.assessid)));
  return new Map(rows.map((row) => [row.eid, row.participant]));
}

/** How a marker sees one learner: named, or by number until released under anonymous marking. */
export interface LearnerView {
  eid: string;
  name: string | null;
  participant: number | null;
}

export function learnerView(
  learner: { eid: string; name: string | null; released: boolean },
  participants: ReadonlyMap<string, number> | null,
): LearnerView {
  const participant = participants?.get(learner.eid);
  if (participants === null || participant === undefined) {
    return { eid: learner.eid, name: learner.name ?? learner.eid, participant: null };
  }
  return {
    eid: participantKey(participant),
    name: learner.released ? (learner.name ?? learner.eid) : null,
    participant,
  };
}

const noSuchAttempt = () =>
  new AppError('NOT_FOUND', 'There is no such attempt.', { eid: 'no attempt of this learner' });

/**
 * The username a marker's body means by `eid`: under anonymous marking it must be a participant key
 * (a username is refused as if there were no such attempt, so that no marker can confirm a guess);
 * otherwise it is the username.
 */
export async function learnerOfKey(db: Db, assessment: AssessmentRow, eid: string): Promise<string> {
  const key = { oid: assessment.oid, assessid: assessment.assessid };
  if (!(await isAnonymous(db, key))) return eid;
  const participant = participantKeyPattern.exec(eid)?.[1];
  if (participant === undefined) throw noSuchAttempt();
  const [row] = await db
    .select({ eid: markingParticipants.eid })
    .from(markingParticipants)
    .where(
      and(
        eq(markingParticipants.oid, key.oid),
        eq(markingParticipants.assessid, key.assessid),
        eq(markingParticipants.participant, Number(participant)),
      ),
    );
  if (!row) throw noSuchAttempt();
  return row.eid;
}

/** Sets or clears anonymous marking of an assessment, with its audit line, in one transaction. */
export async function setAnonymous(
  db: Db,
  actor: SessionUser,
  { assessid, anonymous }: Input<typeof setAnonymousMarking>,
  { ip, now }: { ip: string; now: Date },
): Promise<Output<typeof setAnonymousMarking>> {
  const key = { oid: actor.oid, assessid };
  await db.transaction(async (tx) => {
    // A change already made (by another marker meanwhile too) changes nothing and writes no audit line.
    const changed = anonymous
      ? await tx
          .insert(anonymousMarkings)
          .values({ ...key, setBy: actor.userId, setAt: now })
          .onConflictDoNothing()
          .returning({ oid: anonymousMarkings.oid })
      : await tx.delete(anonymousMarkings).where(ofAssessment(key)).returning({ oid: anonymousMarkings.oid });
    if (changed.length === 0) return;
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'marking.anonymous',
      subjectKind: 'assessment',
      subjectId: assessid,
      before: { anonymous: !anonymous },
      after: { anonymous },
      ip,
      at: now,
    });
  });
  return { anonymous };
}
