import { type IaImportRow, iaCsvMaxRows } from '@aula/contract/staff-ia-marks';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../../platform/app-error.ts';
import type { ComponentRow } from './ia-course.ts';
import { markProblem } from './mark-range.ts';

const refuseFile = (message: string) => new AppError('VALIDATION_FAILED', message, { csv: message });

/** A header cell compared without case or surrounding spaces. */
const headerKey = (cell: string) => cell.trim().toLowerCase();
const learnerColumns = new Set(['email', 'eid', 'e-mail']);

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
 * Reads a CSV of IA marks (as Canvas's gradebook import does): a header with an `email` column and a
 * column per component, named as the course names it (or by its id), in any order; then a row per
 * learner. An empty cell leaves that mark as it is. A row's problems are listed with it (marks not a
 * number or out of range, a learner on an earlier line); a file without the email column, naming a
 * column that is no component of the course, not CSV, or too long is refused whole, naming `csv`.
 * Whether each learner is in the course is judged afterwards, against the database.
 */
export function readIaCsv(csv: string, components: readonly ComponentRow[]): IaImportRow[] {
  const [header, ...rows] = records(csv);
  if (!header) throw refuseFile('The file is empty.');
  const byKey = new Map<string, ComponentRow>();
  for (const component of components) {
    byKey.set(headerKey(component.name), component);
    byKey.set(headerKey(component.iaid), component);
  }
  const learnerColumn = header.cells.findIndex((cell) => learnerColumns.has(headerKey(cell)));
  if (learnerColumn < 0) throw refuseFile('The header must name the column email.');
  const columns = header.cells.map((cell, index) => {
    if (index === learnerColumn) return null;
    const component = byKey.get(headerKey(cell));
    if (!component && cell.trim() !== '') {
      throw refuseFile(`The column "${cell.trim()}" is not a component of this course.`);
    }
    return component ?? null;
  });
  if (rows.length > iaCsvMaxRows) throw refuseFile(`A file may hold at most ${iaCsvMaxRows} rows; split it.`);
  const firstLineOf = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const eid = (cells[learnerColumn] ?? '').trim().toLowerCase();
    const errors: string[] = [];
    const marks: IaImportRow['cells'] = [];
    if (eid === '') errors.push('email: is empty');
    const earlier = firstLineOf.get(eid);
    if (eid !== '' && earlier !== undefined) errors.push(`email: ${eid} is already on line ${earlier}`);
    else firstLineOf.set(eid, line);
    columns.forEach((component, index) => {
      const text = (cells[index] ?? '').trim();
      if (!component || text === '') return;
      const value = /^[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : Number.NaN;
      const problem = Number.isNaN(value)
        ? `"${text}" is not a number`
        : markProblem(value, component.maxMarks);
      if (problem) errors.push(`${component.name}: ${problem}`);
      else marks.push({ iaid: component.iaid, marks: value });
    });
    return { line, eid, cells: marks, errors };
  });
}
