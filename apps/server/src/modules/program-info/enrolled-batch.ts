import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type EnrolledBatch, enrolledBatches } from '../progress/index.ts';

/** Batch `bpid` with its program, or a 403: a learner reads a batch only through their enrolment. */
export async function enrolledBatch(db: Db, user: SessionUser, bpid: string): Promise<EnrolledBatch> {
  const [batch] = await enrolledBatches(db, user, bpid);
  if (!batch)
    throw new AppError('FORBIDDEN', 'You are not enrolled in that batch.', { bpid: 'not your batch' });
  return batch;
}
