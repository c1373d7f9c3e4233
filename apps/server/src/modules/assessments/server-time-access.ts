import type { getServerTime } from '@aula/contract/assessments';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { SESSIONS_ENDED_CHANNEL } from '../auth/index.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { timesOfLearner } from './accommodation-store.ts';
import { findOwnAssessment } from './policy.ts';

/** How long a poll's access decision is trusted without reading it again (ADR 0057). */
export const SERVER_TIME_ACCESS_MS = 30_000;

/**
 * The most learners whose polls one server keeps readings of (decisions here, bodies in the lane): ten
 * times the exam bench's 10,000. Kept entries are dropped oldest first, and every learner polls in
 * turn, so a bound below the learners polling is not a smaller cache but none: at 10,000 the exam
 * bench's 10,001 pollers each missed every time and the server fell minutes behind (ADR 0057).
 */
export const MOST_POLLING_LEARNERS = 100_000;

type PollBody = z.output<(typeof getServerTime)['body']>;

/**
 * The exam's poll comes every second from every learner, so each access decision, allowed or refused,
 * is kept for SERVER_TIME_ACCESS_MS by account and body. An enrolment written by an import clears them
 * all (CONTENT_CHANGED_CHANNEL); a change to one account's rights (`announceAccountChanged`: an
 * enrolment of its own, new roles) forgets that account's on every server at once.
 */
const DECISIONS: ReadCacheSpec = {
  name: "exam polls' access decisions by account and body",
  ttlMs: SERVER_TIME_ACCESS_MS,
  maxEntries: MOST_POLLING_LEARNERS,
  // A whole cohort opens its exam within seconds: spread, their decisions are read again a few a
  // second rather than all in one (the exam bench saw every poll's p99 jump each 30 s without it).
  spread: true,
  clearedBy: CONTENT_CHANGED_CHANNEL,
  forgottenBy: {
    channel: SESSIONS_ENDED_CHANNEL,
    keyPrefixOf: (payload) => (payload.startsWith('u:') ? `${payload.slice(2)}\u0000` : null),
  },
};

/** What a poll may add to the time: the learner's end of the assessment it names (ADR 0073). */
export type PollExtras = { enddate?: string | null };

/**
 * Whether a learner may poll the server's time for the batch and assessment the body names: by the
 * rules every assessment operation uses (the assessment's course is the learner's, by the course
 * page's rule; enrolled in the batch); a poll naming neither needs none. Answers, for a poll naming an
 * assessment, the learner's end of it, their accommodation applied: it is read with the decision and
 * kept with it, so the poll costs no more reads; granting one announces the learner's account changed
 * (`announceAccountChanged`), which forgets the decision, and the next poll carries the new end. Used
 * by the route and by the lane (server-time-lane.ts) alike.
 */
export async function checkServerTimeAccess(db: Db, user: SessionUser, body: PollBody): Promise<PollExtras> {
  if (body.bpid === undefined && body.assessid === undefined) return {};
  const key = [user.userId, body.bpid, body.assessid, body.quiztype].join('\u0000');
  const decision = await cachesOf(db)
    .cache<AppError | PollExtras>(DECISIONS)
    .get(key, () => decisionOf(db, user, body));
  if (decision instanceof AppError) throw decision;
  return decision;
}

async function decisionOf(db: Db, user: SessionUser, body: PollBody): Promise<AppError | PollExtras> {
  try {
    if (body.bpid !== undefined) await assertEnrolled(db, user, body.bpid);
    if (body.assessid === undefined) return {};
    const assessment = await findOwnAssessment(db, user, body.assessid, body.quiztype);
    if (body.bpid !== undefined && assessment.bpid !== body.bpid) {
      return new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'not of that batch' });
    }
    const key = { oid: user.oid, assessid: body.assessid, eid: user.eid };
    const { enddate } = await timesOfLearner(db, assessment, key);
    return { enddate: enddate?.toISOString() ?? null };
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
