import { describe, expect, it } from 'vitest';
import { moveOf, parseCell } from './grid-cells.ts';

describe('parseCell', () => {
  it('reads marks from 0 to the maximum in halves, a comma as a point, and empty as not entered', () => {
    expect(parseCell(' 12,5 ', 25)).toEqual({ ok: true, marks: 12.5 });
    expect(parseCell('', 25)).toEqual({ ok: true, marks: null });
    expect(parseCell('25', 25)).toEqual({ ok: true, marks: 25 });
    expect(parseCell('25.5', 25)).toEqual({ ok: false, problem: 'range' });
    expect(parseCell('12.25', 25)).toEqual({ ok: false, problem: 'step' });
    expect(parseCell('-1', 25)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCell('ab', 25)).toEqual({ ok: false, problem: 'notNumber' });
  });
});

describe('moveOf', () => {
  const edge = { shift: false, atStart: true, atEnd: true };
  it('moves like a spreadsheet and stays inside the grid', () => {
    expect(moveOf('Enter', edge, { row: 0, col: 1 }, 3, 2)).toEqual({ row: 1, col: 1 });
    expect(moveOf('Enter', { ...edge, shift: true }, { row: 1, col: 1 }, 3, 2)).toEqual({ row: 0, col: 1 });
    expect(moveOf('ArrowRight', edge, { row: 0, col: 0 }, 3, 2)).toEqual({ row: 0, col: 1 });
    expect(moveOf('ArrowRight', edge, { row: 0, col: 1 }, 3, 2)).toBeNull();
    expect(moveOf('ArrowUp', edge, { row: 0, col: 0 }, 3, 2)).toBeNull();
    expect(moveOf('x', edge, { row: 0, col: 0 }, 3, 2)).toBeNull();
  });

  it('leaves left and right to the text while the caret is inside it', () => {
    const inside = { shift: false, atStart: false, atEnd: false };
    expect(moveOf('ArrowLeft', inside, { row: 0, col: 1 }, 3, 2)).toBeNull();
    expect(moveOf('ArrowRight', inside, { row: 0, col: 0 }, 3, 2)).toBeNull();
    expect(moveOf('ArrowDown', inside, { row: 0, col: 0 }, 3, 2)).toEqual({ row: 1, col: 0 });
  });
});
