import {
  getAssessmentAnswers,
  getAssessment as getAssessmentOperation,
  getAssessmentPresignedUrl,
  getAssessmentQuiz,
  getServerTime,
  updateAssessment,
} from '@aula/contract/assessments';
import type { FastifyInstance } from 'fastify';
import { getAnswers } from './get-answers.ts';
import { listAssessments } from './list-assessments.ts';
import { presignAnswerUpload } from './presign-answer-upload.ts';
import { saveAnswers } from './save-answers.ts';
import { serverTime } from './server-time.ts';
import { checkServerTimeAccess } from './server-time-access.ts';
import { startAttempt } from './start-attempt.ts';
import { registerAssessmentTeachingPolicies } from './teaching-policy.ts';

/** Assessments and assignments: the list, the server's time, the attempt, its saves and the answers. */
export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  registerAssessmentTeachingPolicies(app);
  app.operation(getAssessmentOperation, ({ db, clock, user, body }) =>
    listAssessments(db, user, body, clock.now()),
  );
  // Also answered by the server-time lane, before Fastify (server-time-lane.ts, ADR 0057).
  app.operation(getServerTime, async ({ db, clock, user, body }) => {
    await checkServerTimeAccess(db, user, body);
    return serverTime(clock);
  });
  app.operation(getAssessmentQuiz, ({ db, clock, user, body }) => startAttempt(db, user, body, clock.now()));
  app.operation(updateAssessment, ({ db, files, clock, user, body }) =>
    saveAnswers(db, files, user, body, clock.now()),
  );
  app.operation(getAssessmentAnswers, ({ db, clock, user, body }) => getAnswers(db, user, body, clock.now()));
  app.operation(getAssessmentPresignedUrl, ({ db, files, clock, user, body }) =>
    presignAnswerUpload({ db, files }, user, body, clock.now()),
  );
}
