import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './ical-text.ts';

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('drops control characters but keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
});

describe('foldLine', () => {
  const octets = (line: string) => Buffer.byteLength(line, 'utf8');

  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets that unfold to the original', () => {
    const line = `SUMMARY:${'word '.repeat(60)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-octet character', () => {
    const line = `SUMMARY:${'é€😀'.repeat(30)}`;
    const physical = foldLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split surrogate pair would be a lone surrogate here, and garbage once encoded as UTF-8.
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});
