import type { QuizItem } from '@aula/contract/content-bundle-questions';
import type { QuestionReview, QuizAnswer, QuizQuestion } from '@aula/contract/quizzes';
import { AppError } from '../../platform/app-error.ts';

/** The entries of a matching question to match, in a fixed order that does not give the answer away. */
export function matchesOf(item: QuizItem): string[] {
  if (item.atype !== 6) return [];
  return item.iopts.map((option) => option.match).sort((a, b) => a.localeCompare(b));
}

/**
 * A question as the learner may see it: its options without which are right or their feedback, and
 * its pictures (the question's, an option's) at the addresses `sign` makes for them on the content
 * origin (ADR 0095).
 */
export function questionOf(item: QuizItem, sign: (path: string) => string): QuizQuestion {
  const base = {
    istem: item.istem,
    imageurl: item.imageurl === undefined ? undefined : sign(item.imageurl),
    atype: item.atype,
    qscore: item.qscore,
  };
  if (item.atype === 6) {
    return { ...base, iopts: item.iopts.map(({ content }) => ({ content })), matches: matchesOf(item) };
  }
  return {
    ...base,
    iopts: item.iopts.map((option) => ({
      content: option.content,
      url: 'url' in option ? sign(option.url) : undefined,
    })),
  };
}

/** The right answer of a question, in the form a learner's answer has. */
export function correctAnswer(item: QuizItem): number[] {
  if (item.atype === 6) {
    const matches = matchesOf(item);
    return item.iopts.map((option) => matches.indexOf(option.match));
  }
  if (item.atype === 7 || item.atype === 8) return [];
  return item.iopts.flatMap((option, index) => (option.correct ? [index] : []));
}

/** Refuses an answer that is not one the question could take (a 400 naming it). */
export function checkAnswerShape(item: QuizItem, answer: QuizAnswer, field: string): void {
  const options = item.iopts.length;
  const single = item.atype === 1 || item.atype === 2 || item.atype === 4;
  const inRange = answer.every((index) => index < options);
  const distinct = new Set(answer).size === answer.length;
  const ok =
    item.atype === 6
      ? answer.length === options && inRange
      : inRange && distinct && (single ? answer.length === 1 : answer.length <= options);
  if (!ok)
    throw new AppError('VALIDATION_FAILED', 'That is not an answer to this question.', {
      [field]: 'not an answer',
    });
}

/** One answered question: right only when it is exactly the right answer (all of it for several). */
export function reviewOf(item: QuizItem, response: QuizAnswer): QuestionReview {
  const correct = correctAnswer(item);
  const sameSet = item.atype === 3 || item.atype === 5;
  const given = sameSet ? [...response].sort((a, b) => a - b) : response;
  const right = given.length === correct.length && given.every((value, index) => value === correct[index]);
  const feedback = item.iopts.map((option) => ('feedback' in option ? (option.feedback ?? null) : null));
  return { right, correct, response, feedback };
}

export interface QuizScore {
  score: number;
  total: number;
  /** Capped at 100. */
  percent: number;
  answers: QuestionReview[];
}

/** Scores every answer of a quiz: a question's qscore when it is right, nothing otherwise. */
export function scoreQuiz(items: readonly QuizItem[], responses: readonly QuizAnswer[]): QuizScore {
  if (responses.length !== items.length) {
    throw new AppError('VALIDATION_FAILED', 'Please answer every question.', {
      responses: `${items.length} answers are needed`,
    });
  }
  const answers = items.map((item, index) => {
    const response = responses[index] ?? [];
    checkAnswerShape(item, response, `responses.${index}`);
    return reviewOf(item, response);
  });
  const total = items.reduce((sum, item) => sum + item.qscore, 0);
  const score = items.reduce((sum, item, index) => sum + (answers[index]?.right ? item.qscore : 0), 0);
  const percent = total > 0 ? Math.min(100, Math.round((score / total) * 100)) : 100;
  return { score, total, percent, answers };
}

/** The percent a qtype 2 quiz asks for: its own cutoff or, without one, half the questions. */
export function cutoffOf(cutoff: number | null): number {
  return cutoff ?? 50;
}
