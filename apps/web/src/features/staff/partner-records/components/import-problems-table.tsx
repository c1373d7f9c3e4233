import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import type { PartnerImportRow } from '../api/preview-partner-import.ts';
import { importPageSize, useLocalPage } from './local-pages.ts';
import { type RowProblem, rowProblems } from './row-problems.ts';

/** The report of the refused rows: one line per problem, with its row, column and the server's message. */
export function ImportProblemsTable({ rows, label }: { rows: readonly PartnerImportRow[]; label: string }) {
  const { t } = useTranslation('staff');
  const shown = useLocalPage(rowProblems(rows));
  const columns: GridColumn<RowProblem>[] = [
    { id: 'line', accessorKey: 'line', header: t('partners.problems.line') },
    {
      id: 'email',
      accessorKey: 'email',
      header: t('partners.problems.email'),
      cell: ({ row }) => row.original.email || '—',
    },
    {
      id: 'field',
      accessorKey: 'field',
      header: t('partners.problems.field'),
      cell: ({ row }) => row.original.field ?? '—',
    },
    { id: 'message', accessorKey: 'message', header: t('partners.problems.message') },
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
      empty={t('partners.problems.empty')}
    />
  );
}
