import type { FormVariant } from '@aula/contract/application-form-variants';
import { AppError } from '../../platform/app-error.ts';

/**
 * Every move of an application's pstatus, in one table (spec 3 §4). `null` is "no application yet".
 * The learner moves it only by saving: a section save (action 0) to 1, the Review save (action 2)
 * from 1 to 2. The staff side (a later issue) decides a submitted application: 3 accepted, 4 refused,
 * 5 reopened for editing. Nothing else moves it: a submitted or decided application cannot be
 * edited by the learner, and no status is skipped. The paper-style form has one save, which the spec
 * says sets status 2 (spec 3 §2): its applicant moves a new, started or in-progress application
 * straight to 2, once the form passes its checks; it is then under review like a submitted wizard.
 */
export const statusTransitions = {
  learner: [
    [null, 1],
    [0, 1],
    [1, 1],
    [5, 1],
    [1, 2],
  ],
  paperApplicant: [
    [null, 2],
    [0, 2],
    [1, 2],
  ],
  staff: [
    [2, 3],
    [2, 4],
    [2, 5],
  ],
} as const satisfies Record<
  'learner' | 'paperApplicant' | 'staff',
  readonly (readonly [number | null, number])[]
>;

export type StatusMover = keyof typeof statusTransitions;

/** Statuses at which the learner may open the form and edit it (spec 3 §2, §4). */
export const editableStatuses: readonly number[] = [0, 1, 5];

/** Statuses at which the paper-style form opens and may be saved (spec 3 §2: 0 or 1). */
export const paperEditableStatuses: readonly number[] = [0, 1];

/** The university form is editable at 0 and 1 only (spec 3 §2: "the wizard also allows 5"). */
export function editableStatusesOf(variant: FormVariant): readonly number[] {
  return variant === 'university' ? [0, 1] : editableStatuses;
}

/** Refuses a change to an application its form no longer lets the learner edit. */
export function assertEditable(variant: FormVariant, pstatus: number | undefined): void {
  if (pstatus !== undefined && !editableStatusesOf(variant).includes(pstatus)) {
    throw new AppError('CONFLICT', 'This application can no longer be changed.', { pstatus: 'not editable' });
  }
}

export function mayMove(by: StatusMover, from: number | null, to: number): boolean {
  return statusTransitions[by].some(([a, b]) => a === from && b === to);
}

/** Refuses a move the table does not allow, naming pstatus. */
export function assertMove(by: StatusMover, from: number | null, to: number): void {
  if (!mayMove(by, from, to)) {
    const where = from === null ? 'a new application' : `an application at pstatus ${from}`;
    throw new AppError('CONFLICT', `${where} cannot move to pstatus ${to}.`, {
      pstatus: from === null || editableStatuses.includes(from) ? 'not allowed from here' : 'not editable',
    });
  }
}
