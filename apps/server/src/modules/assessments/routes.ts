import {
  getAssessmentAnswers,
  getAssessment as getAssessmentOperation,
  getAssessmentPresignedUrl,
  getAssessmentQuiz,
  getServerTime,
  updateAssessment,
} from '@aula/contract/assessments';
import {
  listAccommodations,
  listTimedAssessments,
  removeAccommodation,
  setAccommodation,
} from '@aula/contract/staff-extra-time';
import {
  exportMarks,
  getAttemptForMarking,
  listMarking,
  listTaughtAssessments,
  releaseMarks,
  saveMarks,
  setAnonymousMarking,
} from '@aula/contract/staff-marking';
import type { FastifyInstance } from 'fastify';
import { contentSigner } from '../../platform/content-signer.ts';
import { isPrerenderCall } from '../../platform/signed-in-pages.ts';
import * as accommodations from './accommodations.ts';
import { setAnonymous } from './anonymous-marking.ts';
import { answerFileAddresses } from './answer-file-address.ts';
import { attemptForMarking } from './attempt-for-marking.ts';
import { exportMarksCsv } from './export-marks.ts';
import { getAnswers } from './get-answers.ts';
import { listAssessments } from './list-assessments.ts';
import { markingQueue } from './marking-queue.ts';
import { presignAnswerUpload } from './presign-answer-upload.ts';
import { releaseAttemptMarks } from './release-marks.ts';
import { saveAnswers } from './save-answers.ts';
import { saveAttemptMarks } from './save-marks.ts';
import { serveAnswerFile } from './serve-answer-file.ts';
import { serverTime } from './server-time.ts';
import { checkServerTimeAccess } from './server-time-access.ts';
import { startAttempt } from './start-attempt.ts';
import { taughtAssessments } from './taught-assessments.ts';
import { registerAssessmentTeachingPolicies } from './teaching-policy.ts';
import { listTimedAssessments as timedAssessmentsOf } from './timed-assessments.ts';

/**
 * Assessments and assignments: the list, the server's time, the attempt, its saves and the answers; and
 * for staff, marking of open answers (ADR 0072) and the accommodations on timed ones (ADR 0073), each
 * assessment a body names having passed its policy.
 */
export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  registerAssessmentTeachingPolicies(app);
  app.operation(getAssessmentOperation, ({ db, clock, user, body }) =>
    listAssessments(db, user, body, clock.now()),
  );
  // Also answered by the server-time lane, before Fastify (server-time-lane.ts, ADR 0057).
  app.operation(getServerTime, async ({ db, clock, user, body }) => {
    return serverTime(clock, app.pollPace, await checkServerTimeAccess(db, user, body));
  });
  // The questions' pictures come signed for the learner on the content origin (ADR 0095).
  // Asked by the server's prerender of the quiz view, it resumes an attempt and never starts one (ADR 0097).
  app.operation(getAssessmentQuiz, async ({ db, files, config, clock, user, body, request }) => {
    const now = clock.now();
    const sign = (await contentSigner({ files, config }, user, now)).file;
    return startAttempt(db, user, body, now, sign, isPrerenderCall(request));
  });
  app.operation(updateAssessment, ({ db, files, clock, user, body }) =>
    saveAnswers(db, files, user, body, clock.now()),
  );
  app.operation(getAssessmentAnswers, async ({ db, files, config, clock, user, body }) => {
    const now = clock.now();
    return getAnswers(db, user, body, now, (await contentSigner({ files, config }, user, now)).file);
  });
  app.operation(getAssessmentPresignedUrl, ({ db, files, clock, user, body }) =>
    presignAnswerUpload({ db, files }, user, body, clock.now()),
  );
  app.operation(listTaughtAssessments, ({ db, user }) => taughtAssessments(db, user));
  app.operation(listMarking, ({ db, user, body }) => markingQueue(db, user.oid, body));
  app.operation(getAttemptForMarking, ({ db, clock, user, body }) =>
    attemptForMarking(db, user, body, clock.now()),
  );
  app.operation(setAnonymousMarking, ({ db, clock, user, body, request }) =>
    setAnonymous(db, user, body, { ip: request.ip, now: clock.now() }),
  );
  app.operation(exportMarks, ({ db, clock, user, body }) => exportMarksCsv(db, user.oid, body, clock.now()));
  app.operation(saveMarks, ({ db, clock, user, body, request }) =>
    saveAttemptMarks(db, user, body, { ip: request.ip, now: clock.now() }),
  );
  app.operation(releaseMarks, ({ db, clock, user, body, request }) =>
    releaseAttemptMarks(db, user, body, { ip: request.ip, now: clock.now() }),
  );
  app.get<{ Params: { assessid: string; eid: string; iid: string } }>(
    `${answerFileAddresses.prefix}:assessid/:eid/:iid`,
    serveAnswerFile,
  );
  // Staff: extra time on a timed assessment (ADR 0073).
  app.operation(listTimedAssessments, ({ db, user }) => timedAssessmentsOf(db, user));
  app.operation(listAccommodations, ({ db, body }) => accommodations.listAccommodations(db, body));
  app.operation(setAccommodation, ({ db, clock, user, body, request }) =>
    accommodations.setAccommodation({ db, actor: user, ip: request.ip, now: clock.now() }, body),
  );
  app.operation(removeAccommodation, ({ db, clock, user, body, request }) =>
    accommodations.removeAccommodation({ db, actor: user, ip: request.ip, now: clock.now() }, body),
  );
}
