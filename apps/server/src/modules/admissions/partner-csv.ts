import { Email, Line, limits } from '@aula/contract/common';
import {
  type PartnerImportRow,
  partnerCsvColumns,
  partnerCsvMaxRows,
} from '@aula/contract/staff-partner-import';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';

type Column = (typeof partnerCsvColumns)[number];

/** The columns a file must have; a blank last name or day is allowed (the day is then the import's). */
const requiredColumns: readonly Column[] = ['email', 'first_name', 'learning_center', 'learning_center_name'];

/** A header cell as a column: case, spaces, hyphens and underscores ignored (`First Name`, `firstName`). */
const columnKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');
const columnsByKey = new Map(partnerCsvColumns.map((column) => [columnKey(column), column]));

const refuseFile = (message: string) => new AppError('VALIDATION_FAILED', message, { csv: message });

const cell = (max: number) => Line.max(max, `longer than ${max} characters`);
const checks: Record<Column, z.ZodType<string>> = {
  email: Email,
  first_name: cell(limits.name).min(1, 'is empty'),
  last_name: cell(limits.name),
  learning_center: cell(limits.id).min(1, 'is empty'),
  learning_center_name: cell(limits.name).min(1, 'is empty'),
  registered_on: z.iso.date('is not a day (YYYY-MM-DD)'),
};

/** The rows of a file read and checked, each with what it holds and its problems (no database yet). */
export type ReadRow = Omit<PartnerImportRow, 'action'>;

function records(csv: string): { line: number; cells: string[] }[] {
  try {
    // With `info`, each record comes with where it ended; the library's sync typing does not say so.
    const read = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { info: { lines: number }; record: string[] }[];
    return read.map(({ info, record }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    if (error instanceof CsvError) throw refuseFile(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
}

/**
 * Reads a CSV of partner records: a header naming the columns (in any order), then a row per person.
 * A row's problems are listed with it (a bad e-mail, an empty name, an e-mail already on an earlier
 * line); a file without the required columns, not CSV, or too long is refused whole, naming `csv`.
 */
export function readPartnerCsv(csv: string, today: string): ReadRow[] {
  const [header, ...rows] = records(csv);
  if (!header) throw refuseFile('The file is empty.');
  const columns = header.cells.map((name) => columnsByKey.get(columnKey(name)));
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw refuseFile(`The header must name the columns ${missing.join(', ')}.`);
  if (rows.length > partnerCsvMaxRows) {
    throw refuseFile(`A file may hold at most ${partnerCsvMaxRows} rows; split it.`);
  }
  const firstLineOf = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const values = Object.fromEntries(partnerCsvColumns.map((column) => [column, ''])) as Record<
      Column,
      string
    >;
    columns.forEach((column, index) => {
      if (column) values[column] = (cells[index] ?? '').trim();
    });
    values.email = values.email.toLowerCase();
    if (values.registered_on === '') values.registered_on = today;
    const errors = partnerCsvColumns.flatMap((column) => {
      const checked = checks[column].safeParse(values[column]);
      return checked.success ? [] : [`${column}: ${checked.error.issues[0]?.message ?? 'is not valid'}`];
    });
    const earlier = firstLineOf.get(values.email);
    if (earlier !== undefined) errors.push(`email: also on line ${earlier}`);
    else if (values.email !== '') firstLineOf.set(values.email, line);
    return {
      line,
      email: values.email,
      firstName: values.first_name,
      lastName: values.last_name,
      learningCenter: values.learning_center,
      learningCenterName: values.learning_center_name,
      registeredOn: values.registered_on,
      errors,
    };
  });
}
