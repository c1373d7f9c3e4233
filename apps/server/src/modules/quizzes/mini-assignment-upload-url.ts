import { randomUUID } from 'node:crypto';
import type { UploadKind } from '@aula/contract/mini-assignments';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertBeforeDeadline } from './deadline.ts';
import { assertQuizOfCourse } from './policy.ts';
import { miniAssignmentFileKey } from './upload-key.ts';

const contentTypeOf: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The spec's GET_PRESIGNED_URL (type minassign): an address that takes exactly the announced size and
 * type for ten minutes. The contract has already kept size and type within the rules; the bytes are
 * checked when the answer names the file.
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
  const fname = `${randomUUID()}.${body.filetype}`;
  const contentType = contentTypeOf[body.filetype];
  const url = await files.presignUpload(miniAssignmentFileKey(user, body, fname), {
    contentType,
    size: body.size,
    expiresIn: 10 * 60,
  });
  return { url, fname, contentType };
}
