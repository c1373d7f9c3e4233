import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import yauzl from 'yauzl';
import { AppError } from '../../platform/app-error.ts';

/*
 * The cells of a spreadsheet of questions (ADR 0091): CSV through papaparse, the first sheet of an XLSX
 * workbook through read-excel-file. An XLSX is a zip: its entries' declared sizes are checked first, so
 * a small file cannot unpack into a huge one.
 */

const maxUnpackedBytes = 20_000_000;
const maxEntries = 500;

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_FAILED', message, { data: message });
};

function checkZipSizes(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip)
        return reject(
          new AppError('VALIDATION_FAILED', 'This is not an XLSX workbook.', { data: 'not a workbook' }),
        );
      let total = 0;
      let entries = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        entries += 1;
        if (total > maxUnpackedBytes || entries > maxEntries) {
          zip.close();
          return reject(
            new AppError('VALIDATION_FAILED', 'This workbook is too large.', { data: 'too large' }),
          );
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () =>
        reject(
          new AppError('VALIDATION_FAILED', 'This is not an XLSX workbook.', { data: 'not a workbook' }),
        ),
      );
      zip.readEntry();
    });
  });
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
};

/** Every row of the spreadsheet as text cells, the header first. */
export async function spreadsheetCells(filename: string, bytes: Buffer): Promise<string[][]> {
  const extension = filename.toLowerCase().split('.').pop();
  const zipped = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (extension === 'xlsx') {
    if (!zipped) refuse('This is not an XLSX workbook.');
    await checkZipSizes(bytes);
    try {
      const rows = await readSheet(bytes);
      return rows.map((row) => row.map(cellText));
    } catch {
      return refuse('This XLSX workbook could not be read.');
    }
  }
  if (extension !== 'csv' || zipped) return refuse('Please choose a .csv or .xlsx file.');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map(cellText));
}
