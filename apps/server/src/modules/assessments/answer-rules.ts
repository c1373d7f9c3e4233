import type { Answer } from '@aula/contract/assessments';
import { AppError } from '../../platform/app-error.ts';
import type { ItemRow } from './question-view.ts';
import { rightAnswer } from './question-view.ts';

const refuse = (iid: string, why: string): never => {
  throw new AppError('VALIDATION_FAILED', `The answer to ${iid} ${why}.`, { response: why });
};

/** Which fields an answer of each type carries; any other field is refused. */
function fieldsOf(atype: ItemRow['atype']): (keyof Answer)[] {
  if (atype === 6) return ['matched'];
  if (atype === 7) return ['text'];
  if (atype === 8) return ['fname', 'orgname'];
  return ['selected'];
}

/** Refuses an answer that does not fit its question (wrong fields, options it does not have). */
export function checkAnswer(item: ItemRow, answer: Answer): void {
  const allowed = new Set<string>(['iid', ...fieldsOf(item.atype)]);
  for (const key of Object.keys(answer)) {
    if (!allowed.has(key)) refuse(item.iid, `may not carry ${key} (answer type ${item.atype})`);
  }
  const count = item.iopts.length;
  if (answer.selected) {
    if (answer.selected.some((index) => index >= count)) refuse(item.iid, 'names an option it does not have');
    if (new Set(answer.selected).size !== answer.selected.length) refuse(item.iid, 'names an option twice');
    if ([1, 2, 4].includes(item.atype) && answer.selected.length > 1) refuse(item.iid, 'has one answer only');
  }
  if (answer.matched) {
    if (answer.matched.length !== count) refuse(item.iid, 'must match each option');
    if (answer.matched.some((index) => index !== null && index >= count))
      refuse(item.iid, 'names no such match');
  }
  if (item.atype === 8 && (answer.fname === undefined) !== (answer.orgname === undefined)) {
    refuse(item.iid, 'needs both the stored and the original file name');
  }
}

/** Whether the learner has answered: a blank text, an empty choice or no file counts as no answer. */
export function isAnswered(answer: Answer): boolean {
  if (answer.selected) return answer.selected.length > 0;
  if (answer.matched) return answer.matched.some((index) => index !== null);
  if (answer.text !== undefined) return answer.text.trim() !== '';
  return answer.fname !== undefined;
}

/** Whether an objective answer (types 1 to 6) is right; open answers (7, 8) are marked by staff. */
export function isRight(item: ItemRow, answer: Answer | undefined): boolean {
  const right = rightAnswer(item);
  if (item.atype === 6) {
    return answer?.matched !== undefined && right.every((match, index) => answer.matched?.[index] === match);
  }
  const chosen = [...(answer?.selected ?? [])].sort((a, b) => a - b);
  return chosen.length === right.length && chosen.every((index, position) => index === right[position]);
}

/**
 * The score in percent of the objective questions (types 1 to 6) answered right, capped at 100; null
 * when there are none (open answers are marked by staff).
 */
export function scoreOf(items: readonly ItemRow[], answers: ReadonlyMap<string, Answer>): number | null {
  const objective = items.filter((item) => item.atype <= 6);
  if (objective.length === 0) return null;
  const right = objective.filter((item) => isRight(item, answers.get(item.iid))).length;
  return Math.min(100, Math.round((10_000 * right) / objective.length) / 100);
}
