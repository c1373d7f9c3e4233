import type { Answer, AssessmentAnswers, QuizKind, QuizQuestion } from '@aula/contract/assessments';
import { AppError } from '../../platform/app-error.ts';
import { checkAnswer, isAnswered, scoreOf } from './answer-rules.ts';
import { type ItemRow, questionView, rightAnswer } from './question-view.ts';

/*
 * An author's preview of an assessment (ADR 0099): the questions as a learner receives them, and the
 * marking of a set of answers by the rules a submission is marked by (each answer checked against its
 * question, objective ones scored, open ones left to staff), shown as the learner's answers view shows
 * it. Nothing here reads or writes an attempt.
 */

/** The questions as a learner answering them sees them, pictures signed by `sign`. */
export const previewQuestions = (items: readonly ItemRow[], sign: (path: string) => string): QuizQuestion[] =>
  items.map((item) => questionView(item, sign));

/** The answers marked as if submitted, with the right answers, as the learner's answers view takes them. */
export function previewMarking(
  assessment: { assessid: string; title: string; quiztype: QuizKind },
  items: readonly ItemRow[],
  response: readonly Answer[],
  sign: (path: string) => string,
): AssessmentAnswers {
  const byIid = new Map(items.map((item) => [item.iid, item]));
  const answers = new Map<string, Answer>();
  for (const answer of response) {
    const item = byIid.get(answer.iid);
    if (!item) {
      throw new AppError('VALIDATION_FAILED', `There is no question ${answer.iid}.`, {
        response: 'no such question',
      });
    }
    checkAnswer(item, answer);
    if (isAnswered(answer)) answers.set(answer.iid, answer);
  }
  return {
    assessid: assessment.assessid,
    title: assessment.title,
    qitems: items.map((item) => ({ ...questionView(item, sign), correct: rightAnswer(item) })),
    response: [...answers.values()],
    score: assessment.quiztype === 'assess' ? scoreOf(items, answers) : null,
  };
}
