import {
  getCourseFeedback as getFeedbackOperation,
  updateCourseFeedback as updateFeedbackOperation,
} from '@aula/contract/course-feedback';
import {
  getAssignmentData as getAssignmentOperation,
  updateMiniAssignment as updateAssignmentOperation,
  getMiniAssignmentUploadUrl as uploadUrlOperation,
} from '@aula/contract/mini-assignments';
import {
  checkQuizAnswer as checkOperation,
  getQuiz as getQuizOperation,
  postQuiz as postQuizOperation,
} from '@aula/contract/quizzes';
import {
  addMiniFeedback as addMiniFeedbackOperation,
  listMiniAssignments,
  listMiniSubmissions as listMiniSubmissionsOperation,
} from '@aula/contract/staff-mini-assignments';
import type { FastifyInstance } from 'fastify';
import { contentSigner } from '../../platform/content-signer.ts';
import { addMiniFeedback } from './add-mini-feedback.ts';
import { checkQuizAnswer } from './check-quiz-answer.ts';
import { getAssignmentData } from './get-assignment-data.ts';
import { getCourseFeedback } from './get-course-feedback.ts';
import { getQuiz } from './get-quiz.ts';
import { miniAssignmentUploadUrl } from './mini-assignment-upload-url.ts';
import { miniFileAddresses } from './mini-file-address.ts';
import { postQuiz } from './post-quiz.ts';
import { serveMiniFile } from './serve-mini-file.ts';
import { listMiniSubmissions, taughtMiniAssignments } from './staff-mini-assignments.ts';
import { updateCourseFeedback } from './update-course-feedback.ts';
import { updateMiniAssignment } from './update-mini-assignment.ts';

/** The player's quizzes, mini assignments, and course and instructor feedback. */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getQuizOperation, async ({ db, files, config, clock, user, body }) =>
    getQuiz(db, user, body, (await contentSigner({ files, config }, user, clock.now())).file),
  );
  app.operation(checkOperation, ({ db, user, body }) => checkQuizAnswer(db, user, body));
  app.operation(postQuizOperation, ({ db, clock, user, body }) => postQuiz(db, user, body, clock.now()));
  app.operation(getAssignmentOperation, ({ db, files, clock, user, body }) =>
    getAssignmentData(db, files, user, body, clock.now()),
  );
  app.operation(uploadUrlOperation, ({ db, files, clock, user, body }) =>
    miniAssignmentUploadUrl(db, files, user, body, clock.now()),
  );
  app.operation(updateAssignmentOperation, ({ db, files, clock, user, body }) =>
    updateMiniAssignment(db, files, user, body, clock.now()),
  );
  app.operation(getFeedbackOperation, ({ db, user, body }) => getCourseFeedback(db, user, body));
  app.operation(updateFeedbackOperation, ({ db, clock, user, body }) =>
    updateCourseFeedback(db, user, body, clock.now()),
  );
  // Staff: feedback on the mini assignments of the courses they teach (ADR 0078); every `bcid` has
  // passed the teaching policy before a handler runs.
  app.operation(listMiniAssignments, async ({ db, user }) => ({
    rows: await taughtMiniAssignments(db, user),
  }));
  app.operation(listMiniSubmissionsOperation, ({ db, clock, user, body }) =>
    listMiniSubmissions(db, user, body, clock.now()),
  );
  app.operation(addMiniFeedbackOperation, ({ db, clock, user, body, request }) =>
    addMiniFeedback(db, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.get<{ Params: { bcid: string; quizid: string; eid: string; answer: string } }>(
    `${miniFileAddresses.prefix}:bcid/:quizid/:eid/:answer`,
    serveMiniFile,
  );
}
