import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { importPageSize, useLocalPage } from '../../partner-records/components/local-pages.ts';
import type { IaImportRow } from '../api/ia-marks-api.ts';

interface Problem {
  id: string;
  line: number;
  eid: string;
  message: string;
}

/** The refused rows of a marks file: one line per problem, with its row, learner and the server's words. */
export function ImportProblems({ rows, label }: { rows: readonly IaImportRow[]; label: string }) {
  const { t } = useTranslation('staff');
  const shown = useLocalPage(
    rows.flatMap((row) =>
      row.errors.map((message, index) => ({
        id: `${row.line}-${index}`,
        line: row.line,
        eid: row.eid,
        message,
      })),
    ),
  );
  const columns: GridColumn<Problem>[] = [
    { id: 'line', accessorKey: 'line', header: t('staffIaMarks.import.line') },
    {
      id: 'eid',
      accessorKey: 'eid',
      header: t('staffIaMarks.import.email'),
      cell: ({ row }) => row.original.eid || '—',
    },
    { id: 'message', accessorKey: 'message', header: t('staffIaMarks.import.problem') },
  ];
  return (
    <DataGrid
      label={label}
      columns={columns}
      rows={shown.rows}
      total={shown.total}
      page={shown.page}
      pageSize={importPageSize}
      onPageChange={shown.setPage}
      getRowId={(problem) => problem.id}
      empty={t('staffIaMarks.import.noProblems')}
    />
  );
}
