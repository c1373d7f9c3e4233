import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assessmentAnswers } from '../../db/schema/assessment-attempts.ts';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { learnerOfKey } from './anonymous-marking.ts';
import { answerFileKey } from './answer-file.ts';
import { answerFileAddresses } from './answer-file-address.ts';
import { submittedAttempt, taughtAssessment } from './marking-store.ts';
import { mayTeachAssessment } from './teaching-policy.ts';

const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const noSuchFile = () => new AppError('NOT_FOUND', 'No such file.');

/**
 * `GET /files/answer/<assessid>/<eid>/<iid>`: a learner's file answer (`eid` their participant key under
 * anonymous marking), to staff who teach the
 * assessment, through an address signed for the caller's own session (getAttemptForMarking makes
 * them; ADR 0072). Staff need their second factor (requireFileUser); anyone else gets the same 404
 * whether the file exists or not.
 */
export async function serveAnswerFile(
  request: FastifyRequest<{ Params: { assessid: string; eid: string; iid: string }; Querystring: unknown }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db, clock } = request.server;
  const user = await requireFileUser(request, reply);
  const { assessid, eid: learnerKey, iid } = request.params;
  answerFileAddresses.check(user.sessionId, [assessid, learnerKey, iid], request.query ?? {}, clock.now());
  if (!(await mayTeachAssessment(user, assessid, db))) throw noSuchFile();
  const assessment = await taughtAssessment(db, user.oid, assessid);
  const eid = await learnerOfKey(db, assessment, learnerKey);
  await submittedAttempt(db, assessment, eid);
  const [row] = await db
    .select({ answer: assessmentAnswers.answer, userId: users.id })
    .from(assessmentAnswers)
    .innerJoin(users, and(eq(users.oid, assessmentAnswers.oid), eq(users.eid, assessmentAnswers.eid)))
    .where(
      and(
        eq(assessmentAnswers.oid, user.oid),
        eq(assessmentAnswers.assessid, assessid),
        eq(assessmentAnswers.eid, eid),
        eq(assessmentAnswers.iid, iid),
      ),
    )
    .limit(1);
  const fname = row?.answer.fname;
  if (!row || fname === undefined) throw noSuchFile();
  const fileKey = answerFileKey({ oid: user.oid, userId: row.userId }, assessid, fname);
  const stored = await request.server.files.head(fileKey);
  if (!stored) {
    request.log.error({ key: fileKey }, 'a file answer is missing from the store');
    throw noSuchFile();
  }
  return sendPrivateFile(
    request,
    reply,
    { fileKey, contentType: stored.contentType, name: row.answer.orgname ?? fname },
    inlineTypes.has(stored.contentType.toLowerCase()) ? 'inline' : 'attachment',
  );
}
