import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formula cells', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['=HYPERLINK("http://evil")', 'a, "b"'],
          ['+1', '-2'],
          ['@SUM(A1)', '\tx'],
          ['\rline', 'plain'],
        ],
      ),
    ).toBe(
      'Name,Note\r\n"\'=HYPERLINK(""http://evil"")","a, ""b"""\r\n\'+1,\'-2\r\n\'@SUM(A1),\'\tx\r\n"\'\rline",plain\r\n',
    );
  });
});
