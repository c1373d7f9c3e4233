import type { Answer } from '@aula/contract/assessments';
import { type MarkingStatus, markingRefusals, openQuestionMaxMarks } from '@aula/contract/staff-marking';
import { AppError } from '../../platform/app-error.ts';
import { isRight } from './answer-rules.ts';
import type { ItemRow } from './question-view.ts';

/*
 * How marks make a score (ADR 0072). The content schema gives a question no marks of its own, so each
 * question weighs the same: an objective one (types 1 to 6) counts 1 when right, an open one (7, 8) its
 * mark out of openQuestionMaxMarks. The total is in percent of the questions, capped at 100.
 */

/** A descriptive (7) or file (8) question: marked by staff. */
export const isOpenQuestion = (item: Pick<ItemRow, 'atype'>): boolean => item.atype === 7 || item.atype === 8;

/** The total in percent: objective answers as the server scores them, open ones by `marks` (none: 0). */
export function markedTotal(
  items: readonly ItemRow[],
  answers: ReadonlyMap<string, Answer>,
  marks: ReadonlyMap<string, number>,
): number {
  if (items.length === 0) return 0;
  const points = items.reduce((sum, item) => {
    if (isOpenQuestion(item)) return sum + (marks.get(item.iid) ?? 0) / openQuestionMaxMarks;
    return sum + (isRight(item, answers.get(item.iid)) ? 1 : 0);
  }, 0);
  return Math.min(100, Math.round((10_000 * points) / items.length) / 100);
}

/** Whether every open question of the attempt has a mark. */
export function fullyMarked(items: readonly ItemRow[], marks: ReadonlyMap<string, unknown>): boolean {
  return items.every((item) => !isOpenQuestion(item) || marks.has(item.iid));
}

/** The marking's state: released as it stands, else marked when every open answer has a mark. */
export function markingStatus(
  items: readonly ItemRow[],
  marks: ReadonlyMap<string, unknown>,
  marking: { version: number; releasedVersion: number | null } | undefined,
): MarkingStatus {
  if (marking && marking.releasedVersion === marking.version) return 'released';
  return fullyMarked(items, marks) ? 'marked' : 'unmarked';
}

/** Refuses a mark of a question the assessment does not have, or of one the server scores itself. */
export function checkMarkedQuestion(byIid: ReadonlyMap<string, ItemRow>, iid: string): void {
  const item = byIid.get(iid);
  if (!item || !isOpenQuestion(item)) {
    throw new AppError('VALIDATION_FAILED', markingRefusals.notOpenQuestion, { marks: iid });
  }
}
