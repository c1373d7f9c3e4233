import { randomUUID } from 'node:crypto';
import { miniAssignmentMessages, type UploadKind } from '@aula/contract/mini-assignments';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { grantUpload } from '../uploads/index.ts';
import { assertBeforeDeadline } from './deadline.ts';
import { findMiniAssignment } from './mini-assignment-row.ts';
import { assertQuizOfCourse } from './policy.ts';
import { miniAssignmentUploadScope } from './upload-key.ts';

const contentTypeOf: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The spec's GET_PRESIGNED_URL (type minassign): a single-use address (ADR 0062) that takes exactly the
 * announced size and type for ten minutes, only while the assignment may still be changed (before its
 * deadline, and before its one edit is spent). The contract has already kept size and type within the
 * rules; the bytes are checked when the answer names the file.
 */
export async function miniAssignmentUploadUrl(
  db: Db,
  files: FileStore,
  user: SessionUser,
  body: { bcid: string; quizid: string; filetype: UploadKind; size: number },
  now: Date,
) {
  const { quiz } = await assertQuizOfCourse(db, user, body, 'mini assignment');
  assertBeforeDeadline(quiz.deadline, now);
  if ((await findMiniAssignment(db, user, body))?.edited === 2) {
    throw new AppError('CONFLICT', miniAssignmentMessages.noMoreEdits);
  }
  const fname = `${randomUUID()}.${body.filetype}`;
  const contentType = contentTypeOf[body.filetype];
  const { url } = await grantUpload(
    { db, files },
    { oid: user.oid, eid: user.eid },
    {
      purpose: 'mini-assignment',
      scope: miniAssignmentUploadScope(body),
      storedName: fname,
      contentType,
      size: body.size,
      expiresIn: 10 * 60,
    },
    now,
  );
  return { url, fname, contentType };
}
