import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { enrolmentsOf } from '../enrolments/index.ts';

/** The learner's University Seat Numbers by batch (spec `getusn`); a batch without one is left out. */
export async function listUsns(db: Db, user: SessionUser): Promise<Record<string, { usn: string }>> {
  const usns: Record<string, { usn: string }> = {};
  for (const enrolment of await enrolmentsOf(db, user)) {
    if (enrolment.usn) usns[enrolment.bpid] = { usn: enrolment.usn };
  }
  return usns;
}
