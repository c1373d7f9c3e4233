import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=-', 'rubbish'])(
    'serves the whole file for %s',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeNull();
    },
  );
});
