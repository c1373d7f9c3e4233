import type { Answer } from '@aula/contract/assessments';
import {
  type MarkInput,
  type MarkingStatus,
  markingRefusals,
  objectiveQuestionMaxMarks,
  openQuestionMaxMarks,
} from '@aula/contract/staff-marking';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { isRight } from './answer-rules.ts';
import type { ItemRow } from './question-view.ts';

/*
 * How marks make a score (ADR 0072). The content schema gives a question no marks of its own, so each
 * question weighs the same: an objective one (types 1 to 6) counts 1 when right (or what a marker's
 * override gives it, 0 to 1), an open one (7, 8) its mark out of openQuestionMaxMarks. The total is in
 * percent of the questions, capped at 100.
 */

/** A descriptive (7) or file (8) question: marked by staff. */
export const isOpenQuestion = (item: Pick<ItemRow, 'atype'>): boolean => item.atype === 7 || item.atype === 8;

/** What a question's mark is out of: an open question's, or an objective one's override. */
export const outOf = (item: Pick<ItemRow, 'atype'>): number =>
  isOpenQuestion(item) ? openQuestionMaxMarks : objectiveQuestionMaxMarks;

/**
 * The total in percent: open answers by `marks` (none: 0), objective ones by their override in `marks`
 * if any, else as the server scores them.
 */
export function markedTotal(
  items: readonly ItemRow[],
  answers: ReadonlyMap<string, Answer>,
  marks: ReadonlyMap<string, number>,
): number {
  if (items.length === 0) return 0;
  const points = items.reduce((sum, item) => {
    const mark = marks.get(item.iid);
    if (isOpenQuestion(item)) return sum + (mark ?? 0) / openQuestionMaxMarks;
    if (mark !== undefined) return sum + mark;
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

/**
 * Refuses a mark of a question the assessment does not have; of an open question, a removal or a
 * reason; of an objective one (an override), one without a reason or beyond its range.
 */
export function checkMark(byIid: ReadonlyMap<string, ItemRow>, input: z.output<typeof MarkInput>): void {
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { marks: input.iid });
  const item = byIid.get(input.iid);
  if (!item) throw refuse(markingRefusals.noSuchQuestion);
  if (isOpenQuestion(item)) {
    if (input.mark === null) throw refuse(markingRefusals.openMarkNotRemovable);
    if (input.reason !== undefined) throw refuse(markingRefusals.reasonOnlyForOverride);
    return;
  }
  if (input.mark !== null && !input.reason) throw refuse(markingRefusals.overrideNeedsReason);
  if (input.mark !== null && input.mark > objectiveQuestionMaxMarks)
    throw refuse(markingRefusals.overrideOutOfRange);
}
