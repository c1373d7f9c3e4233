import { answerUploadTypes } from '@aula/contract/assessment-limits';
import type { QuizKind } from '@aula/contract/assessments';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { grantUpload } from '../uploads/index.ts';
import { timesOfLearner } from './accommodation-store.ts';
import { answerUploadScope, claimedKind, newAnswerFileName } from './answer-file.ts';
import { acceptsAnswers } from './assessment-window.ts';
import { findAttempt } from './attempt-store.ts';
import { findOwnAssessment, itemsOf } from './policy.ts';
import { alreadySubmitted } from './start-attempt.ts';

export interface UploadRequest {
  assessid: string;
  quiztype: QuizKind;
  iid: string;
  filename: string;
  filetype: string;
  size: number;
}

/** Ten minutes to send the file. */
const uploadSeconds = 600;

/**
 * A single-use address to PUT a file answer to (ADR 0062), for a file question of the learner's own
 * attempt while it accepts answers: never for a submitted or closed one. The file is checked from its
 * bytes, and copied where answers live, when the answer naming it is saved.
 */
export async function presignAnswerUpload(
  { db, files }: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  request: UploadRequest,
  now: Date,
): Promise<{ url: string; fname: string }> {
  const key = { oid: user.oid, assessid: request.assessid, eid: user.eid };
  const assessment = await timesOfLearner(
    db,
    await findOwnAssessment(db, user, request.assessid, request.quiztype),
    key,
  );
  const items = await itemsOf(db, user.oid, request.assessid);
  if (!items.some((item) => item.iid === request.iid && item.atype === 8)) {
    throw new AppError('NOT_FOUND', 'There is no such file question.', { iid: 'no such file question' });
  }
  const attempt = await findAttempt(db, key);
  if (attempt?.status === 1) throw alreadySubmitted(request.quiztype);
  if (!attempt || !acceptsAnswers(assessment, now)) {
    throw new AppError('CONFLICT', 'This attempt does not accept answers now.', { assessid: 'not open' });
  }
  const kind = claimedKind(request.filename, request.filetype, request.size);
  const fname = newAnswerFileName(request.iid, kind);
  const { url } = await grantUpload(
    { db, files },
    { oid: user.oid, eid: user.eid },
    {
      purpose: 'answer',
      scope: answerUploadScope(request.assessid, request.iid),
      storedName: fname,
      contentType: answerUploadTypes[kind],
      size: request.size,
      expiresIn: uploadSeconds,
    },
    now,
  );
  return { url, fname };
}
