import { stringify } from 'csv-stringify/sync';

/** A cell as the server has it; objects are written as their JSON. */
export type CsvCell =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | Record<string, unknown>
  | unknown[];

/**
 * A CSV file (RFC 4180) of `header` and `rows`, for every staff table's export. Learner text is hostile:
 * a cell that a spreadsheet would run as a formula (starting = + - @, a tab or a carriage return, or
 * their full-width forms) gets a leading apostrophe, so it opens as text. Starts with a byte order mark
 * so that a spreadsheet reads names in any script as UTF-8; lines end CRLF.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map(cellText))], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** A number stays one, so that a negative amount is not taken for a formula. */
function cellText(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'object') return JSON.stringify(cell);
  return String(cell);
}
