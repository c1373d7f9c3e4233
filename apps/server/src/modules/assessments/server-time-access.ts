import type { getServerTime } from '@aula/contract/assessments';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import { type Db, epochMs, preparedRunnerOf } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { SESSIONS_ENDED_CHANNEL } from '../auth/index.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';
import { notEnrolled, notYourCourse } from '../enrolments/index.ts';
import { type AssessmentTimes, learnerTimes } from './assessment-window.ts';
import { noSuchAssessment } from './policy.ts';
import { SLOWEST_POLL_MS } from './poll-pace.ts';

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
  // A learner polling, at whatever pace the server asks, finds their decision read again before it
  // ends: at 10,000 learners one poll in twenty-five had waited for that reading (ADR 0057).
  refreshAheadMs: SLOWEST_POLL_MS,
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

/**
 * Everything a decision needs, in one prepared statement (one round trip, no planning): whether the
 * learner is enrolled in the batch the poll names; the assessment it names, of its kind, with whether
 * its course is the learner's by the course page's rule (`assertStudies`: the batch's enrolment for an
 * assessment of the whole batch, `learner_courses` for a course's); and the learner's accommodation on
 * it. When an exam starts, or a server starts mid-exam, every learner's first poll on a server reads
 * this at once: as three queries they held polls up by seconds (the exam-failover bench, ADR 0057).
 * $1 oid, $2 eid, $3 assessid, $4 quiztype, $5 the named bpid (each may be null but the first two).
 */
const decisionSql = `
select
  exists(select 1 from enrolments e where e.oid = $1::text and e.eid = $2::text and e.bpid = $5::text) as enrolled,
  a.bpid, a.tid, a.quiztype, ${epochMs('a.startdate')} as start_ms, ${epochMs('a.enddate')} as end_ms,
  ${epochMs('a.answerdate')} as answer_ms,
  case when a.tid is null
    then exists(select 1 from enrolments e where e.oid = $1::text and e.eid = $2::text and e.bpid = a.bpid)
    else exists(select 1 from learner_courses c
      where c.oid = $1::text and c.eid = $2::text and c.bpid = a.bpid and c.tid = a.tid)
  end as studies,
  x.extra_minutes, ${epochMs('x.window_start')} as window_start_ms,
  ${epochMs('x.window_end')} as window_end_ms
from (values (1)) as one (x)
left join assessments a
  on a.oid = $1::text and a.assessid = $3::text and ($4::text is null or a.quiztype = $4::text)
left join assessment_accommodations x on x.oid = a.oid and x.assessid = a.assessid and x.eid = $2::text`;

const dateOf = (value: unknown) => (value === null ? null : new Date(value as number));

/**
 * The decision from its one statement, by the rules and in the order of the assessment operations:
 * the named batch's enrolment, then the assessment (404), then its course (403), then its batch.
 */
async function decisionOf(db: Db, user: SessionUser, body: PollBody): Promise<AppError | PollExtras> {
  const [row] = await preparedRunnerOf(db)(decisionSql, [
    user.oid,
    user.eid,
    body.assessid ?? null,
    body.quiztype ?? null,
    body.bpid ?? null,
  ]);
  if (!row) throw new Error('the decision statement answered no row');
  if (body.bpid !== undefined && !row.enrolled) return notEnrolled();
  if (body.assessid === undefined) return {};
  if (row.bpid === null) return noSuchAssessment();
  if (!row.studies) return row.tid === null ? notEnrolled() : notYourCourse();
  if (body.bpid !== undefined && row.bpid !== body.bpid) {
    return new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'not of that batch' });
  }
  const times: AssessmentTimes = {
    quiztype: row.quiztype as AssessmentTimes['quiztype'],
    startdate: dateOf(row.start_ms),
    enddate: dateOf(row.end_ms),
    answerdate: dateOf(row.answer_ms),
  };
  const accommodation =
    row.extra_minutes === null
      ? null
      : {
          extraMinutes: row.extra_minutes as number,
          windowStart: dateOf(row.window_start_ms),
          windowEnd: dateOf(row.window_end_ms),
        };
  const { enddate } = learnerTimes(times, accommodation);
  return { enddate: enddate?.toISOString() ?? null };
}
