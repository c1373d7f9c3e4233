import { buffer } from 'node:stream/consumers';
import { maxSpreadsheetBytes } from '@aula/contract/staff-quiz-authoring';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { ZipFile } from 'yazl';
import { AppError } from '../../platform/app-error.ts';
import { readZipFiles, ScormPackageError } from '../scorm/index.ts';

/*
 * The cells of a spreadsheet of questions (ADR 0091): CSV through papaparse, the first sheet of an XLSX
 * workbook through read-excel-file. An XLSX is a zip, and read-excel-file unpacks whatever its entries
 * hold: the workbook is read first as every zip of the portal is (sizes checked and held to, ADR 0099),
 * and only its XML parts, rebuilt into a zip of their own, reach the reader.
 */

const workbookLimits = { zipBytes: maxSpreadsheetBytes, files: 500, unpackedBytes: 20_000_000 };

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_FAILED', message, { data: message });
};

/** The parts read-excel-file reads: the workbook's XML and its relationships. */
const isSheetPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

async function checkedWorkbook(bytes: Buffer): Promise<Buffer> {
  const parts = await readZipFiles(bytes, workbookLimits).catch((error: unknown) =>
    error instanceof ScormPackageError ? refuse(`This workbook ${error.message}.`) : Promise.reject(error),
  );
  const zip = new ZipFile();
  for (const [name, part] of parts) if (isSheetPart(name)) zip.addBuffer(part, name, { compress: false });
  zip.end();
  return buffer(zip.outputStream);
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
    const workbook = await checkedWorkbook(bytes);
    try {
      const rows = await readSheet(workbook);
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
