import { quizMessages, quizTries } from '@aula/contract/quizzes';
import { AppError } from '../../platform/app-error.ts';
import type { QuizRow } from './policy.ts';
import type { AttemptRow } from './quiz-result.ts';
import { cutoffOf } from './score-quiz.ts';

/*
 * The tries at a quiz and what each grants (ADR 0061). The recorded score is the best try's. A cutoff
 * quiz (qtype 2) is complete at or above its cutoff or after a retry (spec 2 §4); its answers are shown
 * only when a try reached the cutoff, never for a pass the retry rule granted, and once shown the quiz
 * takes no more tries. Every qtype takes at most quizTries of its kind.
 */

type Quiz = Pick<QuizRow, 'qtype' | 'cutoff'>;
type Tries = Pick<AttemptRow, 'percent' | 'attempts'>;

const triesOf = (quiz: Quiz): number => quizTries[quiz.qtype as keyof typeof quizTries] ?? 1;

/** The flow shows the right answers: always at qtype 0 and 1; at qtype 2 only to a score at the cutoff. */
export function showsAnswers(quiz: Quiz, attempt: Tries): boolean {
  return quiz.qtype !== 2 || attempt.percent >= cutoffOf(quiz.cutoff);
}

/** How many more tries the server accepts. */
export function triesLeft(quiz: Quiz, attempt: Tries): number {
  if (quiz.qtype === 2 && showsAnswers(quiz, attempt)) return 0;
  return Math.max(0, triesOf(quiz) - attempt.attempts);
}

/** Refuses a try the quiz does not take any more, saying why. */
export function assertTryAllowed(quiz: Quiz, previous: Tries | undefined): void {
  if (!previous || triesLeft(quiz, previous) > 0) return;
  const message =
    quiz.qtype !== 2
      ? quizMessages.alreadySubmitted
      : showsAnswers(quiz, previous)
        ? quizMessages.passedNoMoreTries
        : quizMessages.noTriesLeft(triesOf(quiz));
  throw new AppError('CONFLICT', message, { quizid: 'no tries left' });
}

/** Complete by the quiz's rule after `tries` tries whose best percent is `best`. */
export function isPassed(quiz: Quiz, tries: number, best: number): boolean {
  return quiz.qtype !== 2 || tries > 1 || best >= cutoffOf(quiz.cutoff);
}
