import type { Answer } from './api/get-assessment-quiz.ts';

/** Whether an answer answers its question (the server's rule): blank text or an empty choice does not. */
export function isAnswered(answer: Answer | undefined): boolean {
  if (!answer) return false;
  if (answer.selected) return answer.selected.length > 0;
  if (answer.matched) return answer.matched.some((index) => index !== null);
  if (answer.text !== undefined) return answer.text.trim() !== '';
  return answer.fname !== undefined;
}
