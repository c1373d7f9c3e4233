import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import type { PartnerImportRow } from '../api/preview-partner-import.ts';
import { importPageSize, useLocalPage } from './local-pages.ts';

/** The rows an import would write, with what it would do to each; the file's words are text. */
export function ImportRowsTable({ rows }: { rows: readonly PartnerImportRow[] }) {
  const { t } = useTranslation('staff');
  const shown = useLocalPage(rows);
  const columns: GridColumn<PartnerImportRow>[] = [
    { id: 'line', accessorKey: 'line', header: t('partners.rows.line') },
    {
      id: 'action',
      accessorKey: 'action',
      header: t('partners.rows.action'),
      cell: ({ row }) => (row.original.action ? t(`partners.actions.${row.original.action}`) : '—'),
    },
    { id: 'email', accessorKey: 'email', header: t('partners.rows.email') },
    { id: 'firstName', accessorKey: 'firstName', header: t('partners.rows.firstName') },
    {
      id: 'lastName',
      accessorKey: 'lastName',
      header: t('partners.rows.lastName'),
      cell: ({ row }) => row.original.lastName || '—',
    },
    { id: 'learningCenter', accessorKey: 'learningCenter', header: t('partners.rows.learningCenter') },
    {
      id: 'learningCenterName',
      accessorKey: 'learningCenterName',
      header: t('partners.rows.learningCenterName'),
    },
    { id: 'registeredOn', accessorKey: 'registeredOn', header: t('partners.rows.registeredOn') },
  ];
  return (
    <DataGrid
      label={t('partners.rows.label')}
      columns={columns}
      rows={shown.rows}
      total={shown.total}
      page={shown.page}
      pageSize={importPageSize}
      onPageChange={shown.setPage}
      getRowId={(row) => String(row.line)}
      empty={t('partners.rows.empty')}
    />
  );
}
