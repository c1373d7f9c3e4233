import { describe, expect, it } from 'vitest';
import { referenceSymbols } from '../../test/qr-code-vectors.ts';
import {
  alignmentPositions,
  dataCodewords,
  encodeQr,
  errorCorrectionCodewords,
  formatBits,
  penalty,
  QrCapacityError,
  versionBits,
} from './qr-code.ts';

const rowsOf = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

describe('the parts of a QR code', () => {
  it('computes the error correction of the standard’s worked example (01234567, version 1-M)', () => {
    const data = [
      0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ];
    expect(errorCorrectionCodewords(data, 10)).toEqual([165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
  });

  it('writes the format information of level M for every mask as the standard tabulates it', () => {
    const table = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    expect(table.map((_, mask) => formatBits(mask).toString(2).padStart(15, '0'))).toEqual(table);
  });

  it('writes the version information of versions 7 and 10 as the standard tabulates it', () => {
    expect(versionBits(7).toString(2).padStart(18, '0')).toBe('000111110010010100');
    expect(versionBits(10).toString(2).padStart(18, '0')).toBe('001010010011010011');
  });

  it('places alignment patterns and counts data codewords as the standard’s tables', () => {
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
    expect(alignmentPositions(40)).toEqual([6, 30, 58, 86, 114, 142, 170]);
    expect([1, 2, 5, 10, 40].map(dataCodewords)).toEqual([16, 28, 86, 216, 2334]);
  });
});

describe('encodeQr', () => {
  it.each(referenceSymbols)('draws the same symbol as libqrencode for "$text" (mask $mask)', (symbol) => {
    const code = encodeQr(symbol.text, { mask: symbol.mask });
    expect(code.size).toBe(symbol.rows.length);
    expect(rowsOf(code.modules)).toEqual(symbol.rows);
  });

  it('picks the smallest version that holds the text', () => {
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    // From version 10 the length takes 16 bits instead of 8.
    expect(encodeQr('x'.repeat(213)).version).toBe(10);
    expect(encodeQr('x'.repeat(2331)).version).toBe(40);
  });

  it('chooses the mask with the lowest penalty', () => {
    for (const text of ['https://aula.demo/verify/AULADEMO-2026-7KQ3M9XD', 'Aula', 'é ✓ 123']) {
      const chosen = encodeQr(text);
      for (let mask = 0; mask < 8; mask++) {
        expect(penalty(chosen.modules)).toBeLessThanOrEqual(penalty(encodeQr(text, { mask }).modules));
      }
    }
  });

  it('refuses text longer than the largest symbol holds', () => {
    expect(() => encodeQr('x'.repeat(2332))).toThrow(QrCapacityError);
  });
});
