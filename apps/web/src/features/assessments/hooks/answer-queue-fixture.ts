import type { AssessmentQuiz } from '../api/get-assessment-quiz.ts';

/** The attempt the answer queue's tests give answers to: one question answered on the server. */
export const target = { oid: 'org', eid: 'learner@example.edu', assessid: 'a1', quiztype: 'assess' as const };
export const queueKey = `aula.assessments.queue:org:${target.eid}:a1`;
export const quiz: AssessmentQuiz = {
  assessid: 'a1',
  quiztype: 'assess',
  title: 'Practice',
  enddate: null,
  qitems: [],
  attempt: { status: 0, response: [{ iid: 'q1', selected: [0] }], lastSavedAt: null },
};
