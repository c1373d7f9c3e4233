import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { projectMessages } from '../../db/schema/project-phase.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { mayTeachBatchCourse } from '../course/index.ts';
import { threadKey } from './review-thread.ts';

type Params = { bcid: string; objid: string; eid: string; id: string };

/**
 * `GET /files/project-review/<bcid>/<objid>/<eid>/<message id>`: the attachment of a message of that
 * learner's thread, to staff who teach the batch course (their second factor given). A message of
 * another thread, course or organisation answers the same 404 as one that does not exist.
 */
export async function serveReviewFile(
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db } = request.server;
  const user = await requireFileUser(request, reply);
  const { bcid, objid, eid, id } = request.params;
  const messageId = Number(id);
  const noSuchFile = new AppError('NOT_FOUND', 'No such file.');
  if (!Number.isSafeInteger(messageId) || messageId < 1) throw noSuchFile;
  if (!(await mayTeachBatchCourse(user, bcid, db))) throw noSuchFile;
  const [row] = await db
    .select({
      fileKey: projectMessages.fileKey,
      fileName: projectMessages.fileName,
      fileType: projectMessages.fileType,
    })
    .from(projectMessages)
    .where(
      and(
        threadKey(projectMessages, user.oid, { bcid, objid, eid }),
        eq(projectMessages.id, messageId),
        isNotNull(projectMessages.fileKey),
      ),
    )
    .limit(1);
  if (!row?.fileKey || !row.fileType) throw noSuchFile;
  return sendPrivateFile(request, reply, {
    fileKey: row.fileKey,
    contentType: row.fileType,
    name: row.fileName ?? 'attachment',
  });
}
