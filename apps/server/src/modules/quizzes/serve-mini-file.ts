import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/auth.ts';
import { miniAssignments } from '../../db/schema/quiz-attempts.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { mayTeachBatchCourse } from '../course/index.ts';
import { miniFileAddresses } from './mini-file-address.ts';
import { miniAssignmentFileKey } from './upload-key.ts';

const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const noSuchFile = () => new AppError('NOT_FOUND', 'No such file.');

type Params = { bcid: string; quizid: string; eid: string; answer: string };

/**
 * `GET /files/mini-assignment/<bcid>/<quizid>/<eid>/<answer>`: a learner's uploaded answer of a mini
 * assignment, to staff who teach the batch course, through an address signed for the caller's own
 * session (staff/listMiniSubmissions makes them). Anyone else gets the same 404 whether it exists or not.
 */
export async function serveMiniFile(
  request: FastifyRequest<{ Params: Params; Querystring: unknown }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db, clock } = request.server;
  const user = await requireFileUser(request, reply);
  const { bcid, quizid, eid, answer } = request.params;
  miniFileAddresses.check(user.sessionId, [bcid, quizid, eid, answer], request.query ?? {}, clock.now());
  if (!(await mayTeachBatchCourse(user, bcid, db))) throw noSuchFile();
  const [row] = await db
    .select({ response: miniAssignments.response, userId: users.id })
    .from(miniAssignments)
    .innerJoin(users, and(eq(users.oid, miniAssignments.oid), eq(users.eid, miniAssignments.eid)))
    .where(
      and(
        eq(miniAssignments.oid, user.oid),
        eq(miniAssignments.bcid, bcid),
        eq(miniAssignments.quizid, quizid),
        eq(miniAssignments.eid, eid),
      ),
    )
    .limit(1);
  const given = row?.response[Number(answer)];
  if (!row || !/^\d{1,3}$/.test(answer) || !given?.fname) throw noSuchFile();
  const fileKey = miniAssignmentFileKey({ oid: user.oid, userId: row.userId }, { bcid, quizid }, given.fname);
  const stored = await request.server.files.head(fileKey);
  if (!stored) {
    request.log.error({ key: fileKey }, 'a mini-assignment file is missing from the store');
    throw noSuchFile();
  }
  return sendPrivateFile(
    request,
    reply,
    { fileKey, contentType: stored.contentType, name: given.orgname ?? given.fname },
    inlineTypes.has(stored.contentType.toLowerCase()) ? 'inline' : 'attachment',
  );
}
