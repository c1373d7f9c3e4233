import {
  checkAssessmentPreview,
  checkQuizPreview,
  createQuestionBank,
  deleteBankQuestion,
  getAuthoredAssessment,
  getAuthoredQuiz,
  getQuestionBank,
  importBankQuestions,
  importQtiQuestions,
  listQuizAuthoring,
  previewAssessment,
  previewQuiz,
  saveAssessment,
  saveBankQuestion,
  saveQuiz,
} from '@aula/contract/staff-quiz-authoring';
import type { FastifyInstance } from 'fastify';
import { contentSigner } from '../../platform/content-signer.ts';
import { checkAuthoredAssessmentPreview, previewAuthoredAssessment } from './assessment-preview.ts';
import { getAssessment, saveAuthoredAssessment } from './authored-assessments.ts';
import { checkPreview, getQuiz, previewAuthoredQuiz, saveAuthoredQuiz } from './authored-quizzes.ts';
import { authoringSummary } from './authoring-summary.ts';
import { importQuestions } from './bank-import.ts';
import { createBank, deleteQuestion, getBank, saveQuestion } from './bank-questions.ts';
import { importQti } from './qti-import.ts';

/** Admins author question banks, quizzes and assessments in the browser (ADR 0091); all in their organisation. */
export async function quizAuthoringRoutes(app: FastifyInstance): Promise<void> {
  app.operation(listQuizAuthoring, ({ db, user }) => authoringSummary(db, user.oid));
  app.operation(createQuestionBank, ({ db, clock, user, body }) =>
    createBank(db, user.oid, body.name, clock.now()),
  );
  app.operation(getQuestionBank, ({ db, user, body }) => getBank(db, user.oid, body.bankid));
  app.operation(saveBankQuestion, ({ db, files, user, body }) => saveQuestion(db, files, user.oid, body));
  app.operation(deleteBankQuestion, ({ db, user, body }) => deleteQuestion(db, user.oid, body));
  app.operation(importBankQuestions, ({ db, files, user, body }) =>
    importQuestions(db, files, user.oid, body),
  );
  app.operation(importQtiQuestions, ({ db, user, body }) => importQti(db, user.oid, body));
  app.operation(getAuthoredQuiz, ({ db, user, body }) => getQuiz(db, user.oid, body.quizid));
  app.operation(saveQuiz, ({ db, files, clock, user, body, request }) =>
    saveAuthoredQuiz(db, files, user, body, { now: clock.now(), ip: request.ip }),
  );
  app.operation(getAuthoredAssessment, ({ db, user, body }) => getAssessment(db, user.oid, body.assessid));
  app.operation(saveAssessment, ({ db, files, clock, user, body, request }) =>
    saveAuthoredAssessment(db, files, user, body, { now: clock.now(), ip: request.ip }),
  );
  // A preview's pictures come signed for the admin on the content origin, as a learner's do (ADR 0095).
  app.operation(previewQuiz, async ({ db, files, config, clock, user, body }) =>
    previewAuthoredQuiz(
      db,
      user.oid,
      body.quizid,
      (await contentSigner({ files, config }, user, clock.now())).file,
    ),
  );
  app.operation(checkQuizPreview, ({ db, user, body }) => checkPreview(db, user.oid, body));
  app.operation(previewAssessment, async ({ db, files, config, clock, user, body }) =>
    previewAuthoredAssessment(
      db,
      user.oid,
      body.assessid,
      (await contentSigner({ files, config }, user, clock.now())).file,
    ),
  );
  app.operation(checkAssessmentPreview, async ({ db, files, config, clock, user, body }) =>
    checkAuthoredAssessmentPreview(
      db,
      user.oid,
      body,
      (await contentSigner({ files, config }, user, clock.now())).file,
    ),
  );
}
