import { iaMarkStep } from '@aula/contract/staff-ia-marks';

/** A cell as typed: its marks (null: empty, not entered), or why it cannot be saved. */
export type ParsedCell =
  | { ok: true; marks: number | null }
  | { ok: false; problem: 'notNumber' | 'range' | 'step' };

/** Reads what was typed in a cell for a component of maximum `max` (a comma is read as a decimal point). */
export function parseCell(text: string, max: number): ParsedCell {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, marks: null };
  if (!/^[0-9]+(\.[0-9]+)?$/.test(trimmed)) return { ok: false, problem: 'notNumber' };
  const marks = Number(trimmed);
  if (marks > max) return { ok: false, problem: 'range' };
  if (!Number.isInteger(marks / iaMarkStep)) return { ok: false, problem: 'step' };
  return { ok: true, marks };
}

export const cellKey = (eid: string, iaid: string) => `${eid}\n${iaid}`;

export interface CellPosition {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus in a grid of `rows` × `cols` inputs, as in a spreadsheet: the arrows to
 * the next cell (left and right only from the start or end of the text), Enter down and Shift+Enter
 * up; null when the key stays in the cell (or the move would leave the grid).
 */
export function moveOf(
  key: string,
  { shift, atStart, atEnd }: { shift: boolean; atStart: boolean; atEnd: boolean },
  from: CellPosition,
  rows: number,
  cols: number,
): CellPosition | null {
  const to = { ...from };
  if (key === 'ArrowUp' || (key === 'Enter' && shift)) to.row -= 1;
  else if (key === 'ArrowDown' || key === 'Enter') to.row += 1;
  else if (key === 'ArrowLeft' && atStart) to.col -= 1;
  else if (key === 'ArrowRight' && atEnd) to.col += 1;
  else return null;
  if (to.row < 0 || to.row >= rows || to.col < 0 || to.col >= cols) return null;
  return to;
}
