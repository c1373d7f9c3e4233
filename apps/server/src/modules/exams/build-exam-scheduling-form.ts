import type { ExamSchedulingFields } from '@aula/contract/exams';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { ExamScheduler } from '../../platform/exam-providers.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';

/**
 * The hidden form that hands the learner to the exam-scheduling provider for a batch of theirs, with
 * the USN as candidate id and the hash made here from the configured secret (spec 1 §7 "Exam hand-off").
 */
export async function buildExamSchedulingForm(input: {
  db: Db;
  user: SessionUser;
  scheduler: ExamScheduler | undefined;
  bpid: string;
  /** The portal's public address, where the provider sends the learner back. */
  portal: string;
  now: Date;
}): Promise<{ action: string; fields: ExamSchedulingFields }> {
  const { db, user, scheduler, bpid, portal, now } = input;
  const enrolment = await assertEnrolled(db, user, bpid);
  if (!scheduler) {
    throw new AppError('NOT_CONFIGURED', 'The exam scheduling service is not configured on this server.');
  }
  if (!enrolment.usn) {
    throw new AppError(
      'NOT_FOUND',
      'No USN: the university has not given you a University Seat Number for this programme yet.',
      { bpid: 'no USN' },
    );
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  return scheduler.form({ oid: user.oid, usn: enrolment.usn, timestamp, portal });
}
