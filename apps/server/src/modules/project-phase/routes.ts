import {
  getProjectApprovedMessage,
  getProjectPhase,
  getProjectPresignedUrl,
  getUserProjectObjects,
  updateUserProjectObjects,
} from '@aula/contract/project-phase';
import {
  decideProjectMessage,
  getProjectThread,
  listProjectCourses,
  listProjectThreads,
} from '@aula/contract/staff-project';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { contentSigner } from '../../platform/content-signer.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { approvedObjectives } from './approved-objectives.ts';
import { decideMessage } from './decide-message.ts';
import { findAttachment } from './find-attachment.ts';
import { pollThread } from './poll-thread.ts';
import { presignAttachment } from './presign-attachment.ts';
import { learnerProjectPlan } from './project-plan.ts';
import { listProjectCourses as projectCoursesOf } from './review-courses.ts';
import { serveReviewFile } from './review-file.ts';
import { readReviewThread } from './review-thread.ts';
import { listProjectThreads as projectThreadsOf } from './review-threads.ts';
import { sendMessage } from './send-message.ts';

/**
 * The project phase of a course: its objectives with the learner's locks and statuses, one message
 * thread per objective (polled cheaply), attachments through presigned uploads, and
 * `GET /files/project/<message id>`: an attachment, to the thread's learner. And its review by the
 * course's staff (ADR 0075): every `bcid` a staff body names has passed the teaching policy before a
 * handler runs; staff open attachments at `/files/project-review/...`, which names the thread.
 */
export async function projectPhaseRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getProjectPhase, async ({ db, files, config, user, body, clock }) =>
    learnerProjectPlan(
      db,
      user,
      await studiedCourseOf(db, user, body.bcid),
      await contentSigner({ files, config }, user, clock.now()),
    ),
  );
  app.operation(getUserProjectObjects, ({ db, user, body }) => pollThread(db, user, body));
  app.operation(updateUserProjectObjects, ({ db, files, clock, user, body }) =>
    sendMessage(db, files, user, body, clock.now()),
  );
  app.operation(getProjectPresignedUrl, ({ db, files, clock, user, body }) =>
    presignAttachment(db, files, user, body, clock.now()),
  );
  app.operation(getProjectApprovedMessage, ({ db, user, body }) => approvedObjectives(db, user, body.bcid));

  app.operation(listProjectCourses, ({ db, user }) => projectCoursesOf(db, user));
  app.operation(listProjectThreads, ({ db, user, body }) => projectThreadsOf(db, user, body));
  app.operation(getProjectThread, ({ db, user, body }) => readReviewThread(db, user.oid, body));
  app.operation(decideProjectMessage, ({ db, clock, user, body, request }) =>
    decideMessage(db, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.get<{ Params: { bcid: string; objid: string; eid: string; id: string } }>(
    '/files/project-review/:bcid/:objid/:eid/:id',
    serveReviewFile,
  );

  app.get<{ Params: { id: string } }>('/files/project/:id', async (request, reply) => {
    const user = await requireFileUser(request, reply);
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', 'No such file.');
    const attachment = await findAttachment(app.db, user, id);
    const file = await app.files.get(attachment.fileKey);
    if (!file) {
      request.log.error({ key: attachment.fileKey }, 'a project attachment has no file in the store');
      throw new AppError('NOT_FOUND', 'The file of this message is missing.');
    }
    const fileName = attachment.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
    markInert(reply, attachment.fileType, strictSandbox);
    return reply
      .header('content-type', attachment.fileType)
      .header('content-length', file.size)
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
