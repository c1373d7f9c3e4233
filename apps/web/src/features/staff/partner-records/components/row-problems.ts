import { partnerCsvColumns } from '@aula/contract/staff-partner-import';
import type { PartnerImportRow } from '../api/preview-partner-import.ts';

const columns = new Set<string>(partnerCsvColumns);

/** One problem of one row, as the report lists it. */
export interface RowProblem {
  id: string;
  line: number;
  email: string;
  /** The column the server names (`email`, `first_name`…), or null when it names none of them. */
  field: string | null;
  message: string;
}

/**
 * Every problem of every row, in the file's order. The server words each as `column: message`
 * (`email: also on line 2`); both parts are kept exactly as it wrote them, and a problem that names
 * no column is kept whole.
 */
export function rowProblems(rows: readonly PartnerImportRow[]): RowProblem[] {
  return rows.flatMap((row) =>
    row.errors.map((error, index) => {
      const colon = error.indexOf(': ');
      const field = colon > 0 ? error.slice(0, colon) : '';
      const named = columns.has(field);
      return {
        id: `${row.line}-${index}`,
        line: row.line,
        email: row.email,
        field: named ? field : null,
        message: named ? error.slice(colon + 2) : error,
      };
    }),
  );
}
