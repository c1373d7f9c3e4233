import type { getServerTime } from '@aula/contract/assessments';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { findOwnAssessment } from './policy.ts';

/** How long a poll's access decision is trusted without reading it again (ADR 0057). */
export const SERVER_TIME_ACCESS_MS = 30_000;
const MAX_DECISIONS = 10_000;

type PollBody = z.output<(typeof getServerTime)['body']>;

interface Decision {
  refusal: AppError | null;
  at: number;
}

/**
 * Whether a learner may poll the server's time for the batch and assessment the body names: by the
 * rules every assessment operation uses (the assessment's course is the learner's, by the course
 * page's rule; enrolled in the batch). The exam's poll comes every second from every learner, so each
 * decision, allowed or refused, is kept for SERVER_TIME_ACCESS_MS by learner and body; a poll naming
 * neither needs none. Used by the route and by the lane (server-time-lane.ts) alike.
 */
export class ServerTimeAccess {
  readonly #decisions = new Map<string, Decision>();

  async check(db: Db, user: SessionUser, body: PollBody, nowMs: number): Promise<void> {
    if (body.bpid === undefined && body.assessid === undefined) return;
    const key = [user.oid, user.eid, body.bpid, body.assessid, body.quiztype].join('\u0000');
    let decision = this.#decisions.get(key);
    if (!decision || nowMs < decision.at || nowMs - decision.at >= SERVER_TIME_ACCESS_MS) {
      decision = { refusal: await refusalOf(db, user, body), at: nowMs };
      if (this.#decisions.size >= MAX_DECISIONS) this.#decisions.clear();
      this.#decisions.set(key, decision);
    }
    if (decision.refusal) throw decision.refusal;
  }
}

async function refusalOf(db: Db, user: SessionUser, body: PollBody): Promise<AppError | null> {
  try {
    if (body.bpid !== undefined) await assertEnrolled(db, user, body.bpid);
    if (body.assessid !== undefined) {
      const assessment = await findOwnAssessment(db, user, body.assessid, body.quiztype);
      if (body.bpid !== undefined && assessment.bpid !== body.bpid) {
        return new AppError('NOT_FOUND', 'There is no such assessment.', { assessid: 'not of that batch' });
      }
    }
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** One decision cache per database handle, as the assessment cache. */
const accessByDb = new WeakMap<Db, ServerTimeAccess>();

export function serverTimeAccessOf(db: Db): ServerTimeAccess {
  let access = accessByDb.get(db);
  if (!access) {
    access = new ServerTimeAccess();
    accessByDb.set(db, access);
  }
  return access;
}
