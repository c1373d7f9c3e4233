import { issuedCertificatesPageSize } from '@aula/contract/staff-certificates';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import type { IssuedCertificate } from '../api/issued-certificates.ts';

export interface IssuedCertificatesTableProps {
  rows: IssuedCertificate[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
  onRevoke: (certificate: IssuedCertificate) => void;
}

/** One page of the organisation's certificates: who, what, when, by whom, and whether it stands. */
export function IssuedCertificatesTable({ onRevoke, ...props }: IssuedCertificatesTableProps) {
  const { t } = useTranslation('staff');
  const columns: GridColumn<IssuedCertificate>[] = [
    {
      id: 'learner',
      header: t('certificates.columns.learner'),
      cell: ({ row }) => (
        <>
          {row.original.learnerName}
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {row.original.eid}
          </Typography>
        </>
      ),
    },
    {
      id: 'programme',
      header: t('certificates.columns.programme'),
      cell: ({ row }) => (
        <>
          {row.original.programTitle}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.original.batch}
          </Typography>
        </>
      ),
    },
    { id: 'certno', accessorKey: 'certno', header: t('certificates.columns.number') },
    {
      id: 'issuedOn',
      header: t('certificates.columns.issued'),
      cell: ({ row }) =>
        row.original.issuedBy
          ? t('certificates.issuedBy', { date: row.original.issuedOn, by: row.original.issuedBy })
          : t('certificates.requested', { date: row.original.issuedOn }),
    },
    {
      id: 'status',
      header: t('certificates.columns.status'),
      cell: ({ row }) =>
        row.original.revokedOn ? (
          <>
            {t('certificates.revokedOn', { date: row.original.revokedOn })}
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {row.original.revokeReason}
            </Typography>
          </>
        ) : (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => onRevoke(row.original)}
            aria-label={t('certificates.revokeOf', {
              name: row.original.learnerName,
              certno: row.original.certno,
            })}
          >
            {t('certificates.revoke.submit')}
          </Button>
        ),
    },
  ];
  return (
    <DataGrid
      label={t('certificates.tableLabel')}
      columns={columns}
      pageSize={issuedCertificatesPageSize}
      getRowId={(row) => row.certno}
      empty={t('certificates.empty')}
      {...props}
    />
  );
}
