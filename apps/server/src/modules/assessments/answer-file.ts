import { randomBytes } from 'node:crypto';
import {
  answerUploadKinds,
  answerUploadMaxBytes,
  answerUploadTypes,
  assessmentMessages,
} from '@aula/contract/assessment-limits';
import type { Answer } from '@aula/contract/assessments';
import { and, eq } from 'drizzle-orm';
import { assessmentAnswers } from '../../db/schema/assessment-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { UploadRefusedError } from '../../platform/verify-upload.ts';
import { acceptUpload } from '../uploads/index.ts';

type Kind = (typeof answerUploadKinds)[number];

/**
 * Where a learner's accepted file answer lives: under their own account, so no name reaches another
 * learner's, and a key no upload address is signed for (uploads go to a grant's own key, ADR 0062).
 */
export function answerFileKey(
  user: Pick<SessionUser, 'oid' | 'userId'>,
  assessid: string,
  fname: string,
): string {
  return `orgs/${user.oid}/answers/${assessid}/${user.userId}/${fname}`;
}

/** What an answer file's upload grant is for: one question of one assessment. */
export function answerUploadScope(assessid: string, iid: string): string {
  return `${assessid}/${iid}`;
}

/** The stored name of a new upload for question `iid`: the question, a random part and the extension. */
export function newAnswerFileName(iid: string, kind: Kind): string {
  return `${iid}-${randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}.${kind}`;
}

const refuse = (field: string) =>
  new AppError('VALIDATION_FAILED', assessmentMessages.uploadRefused, {
    [field]: assessmentMessages.uploadRefused,
  });

/** The kind an upload claims by its name and type, or the spec's refusal when it is not allowed or too large. */
export function claimedKind(filename: string, filetype: string, size: number): Kind {
  const extension = filename.split('.').at(-1)?.toLowerCase() ?? '';
  const kind = answerUploadKinds.find((allowed) => allowed === extension);
  if (!kind) throw refuse('filename');
  if (answerUploadTypes[kind] !== filetype.toLowerCase()) throw refuse('filetype');
  if (size > answerUploadMaxBytes) throw refuse('size');
  return kind;
}

/**
 * A file answer is accepted only for a file uploaded for that question and checked from its bytes
 * (pdf, jpg, jpeg, png; at most 512000 bytes), copied from its upload to the answer's own key the first
 * time it is saved (the file the saved answer already names is not checked again); a refused file is deleted.
 */
export async function verifyAnswerFile(
  services: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  assessid: string,
  answer: Answer,
  now: Date,
): Promise<void> {
  if (answer.fname === undefined) return;
  if (!answer.fname.startsWith(`${answer.iid}-`)) throw refuse('fname');
  // The file the saved answer already names was accepted when it was first saved (also before upload
  // grants existed, for an attempt open across the change).
  const [saved] = await services.db
    .select({ answer: assessmentAnswers.answer })
    .from(assessmentAnswers)
    .where(
      and(
        eq(assessmentAnswers.oid, user.oid),
        eq(assessmentAnswers.assessid, assessid),
        eq(assessmentAnswers.eid, user.eid),
        eq(assessmentAnswers.iid, answer.iid),
      ),
    );
  if (saved?.answer.fname === answer.fname) return;
  try {
    await acceptUpload(
      services,
      { oid: user.oid, eid: user.eid },
      {
        purpose: 'answer',
        scope: answerUploadScope(assessid, answer.iid),
        storedName: answer.fname,
        storedKey: answerFileKey(user, assessid, answer.fname),
        rules: { maxBytes: answerUploadMaxBytes, kinds: answerUploadKinds },
        field: 'fname',
      },
      now,
    );
  } catch (error) {
    if (error instanceof UploadRefusedError) throw refuse('fname');
    throw error;
  }
}
