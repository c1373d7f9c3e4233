import { describe, expect, it } from 'vitest';
import { declareSize, zipOf } from '../../../test/scorm-packages.ts';
import { spreadsheetCells } from './spreadsheet-cells.ts';

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook of one sheet, its cells inline strings, as a spreadsheet program writes one (trimmed). */
function workbookParts(rows: string[][]): Record<string, string> {
  const cell = (text: string, c: number, r: number) =>
    `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const sheetRows = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((text, c) => cell(text, c, r + 1)).join('')}</row>`)
    .join('');
  return {
    '[Content_Types].xml': `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relations}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${xml}<workbook xmlns="${main}" xmlns:r="${relations}"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${xml}<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
}

describe('an XLSX workbook of questions', () => {
  it('is read: its first sheet, row by row', async () => {
    const rows = [
      ['type', 'question', 'option 1'],
      ['single', 'Which is a glove?', 'Glove'],
    ];
    expect(await spreadsheetCells('questions.xlsx', await zipOf(workbookParts(rows)))).toEqual(rows);
  });

  it('is refused, unread, when a part unpacks to more than its zip declares', async () => {
    const parts = workbookParts([['type', 'question']]);
    // 40 MB of spaces inside the sheet: a few kilobytes zipped, and declared as 1,000 bytes. Reading
    // stops at the first chunk past the declared size.
    parts['xl/worksheets/sheet1.xml'] = (parts['xl/worksheets/sheet1.xml'] as string).replace(
      '<sheetData>',
      `<sheetData>${' '.repeat(40_000_000)}`,
    );
    const zip = declareSize(await zipOf(parts), 'xl/worksheets/sheet1.xml', 1000);
    expect(zip.length).toBeLessThan(512_000);
    await expect(spreadsheetCells('questions.xlsx', zip)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(
        /^This workbook is not a safe zip: too many bytes in the stream\. expected 1000\./,
      ),
    });
  });

  it('is refused when it declares more than a workbook of questions unpacks to', async () => {
    const parts = { ...workbookParts([['type', 'question']]), 'xl/media/big.xml': ' '.repeat(21_000_000) };
    await expect(spreadsheetCells('questions.xlsx', await zipOf(parts))).rejects.toMatchObject({
      message: expect.stringMatching(
        /^This workbook unpacks to \d+ bytes; a package may unpack to at most 20000000\.$/,
      ),
    });
  });
});
