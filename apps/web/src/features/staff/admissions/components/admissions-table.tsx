import { admissionsPageSize } from '@aula/contract/staff-admissions';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { DataGrid, type GridColumn, type GridSort } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import type { AdmissionRow } from '../api/list-admissions.ts';

export interface AdmissionsTableProps {
  label: string;
  rows: AdmissionRow[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: GridSort;
  onSortChange: (sort: GridSort) => void;
  busy: boolean;
}

/** One page of a queue: each application links to its detail; the applicant's words are text. */
export function AdmissionsTable(props: AdmissionsTableProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const columns: GridColumn<AdmissionRow>[] = [
    {
      id: 'name',
      accessorKey: 'name',
      header: t('admissions.columns.applicant'),
      cell: ({ row }) => (
        <>
          <Link component={RouterLink} to={paths.staffAdmission.getHref(row.original.applicationid)}>
            {row.original.name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.original.email}
          </Typography>
        </>
      ),
    },
    {
      id: 'applicationid',
      accessorKey: 'applicationid',
      header: t('admissions.columns.applicationId'),
      enableSorting: false,
    },
    { id: 'program', accessorKey: 'pname', header: t('admissions.columns.programme') },
    {
      id: 'formVariant',
      accessorKey: 'formVariant',
      header: t('admissions.columns.variant'),
      enableSorting: false,
      cell: ({ row }) => t(`admissions.variants.${row.original.formVariant}`),
    },
    {
      id: 'evbab',
      accessorKey: 'evbab',
      header: t('admissions.columns.evbab'),
      enableSorting: false,
      cell: ({ row }) => (row.original.evbab ? t('admissions.filters.yes') : t('admissions.filters.no')),
    },
    {
      id: 'submittedAt',
      accessorKey: 'submittedAt',
      header: t('admissions.columns.submitted'),
      cell: ({ row }) => (row.original.submittedAt === null ? '—' : time.format(row.original.submittedAt)),
    },
  ];
  return (
    <DataGrid
      {...props}
      columns={columns}
      pageSize={admissionsPageSize}
      getRowId={(row) => row.applicationid}
      empty={t('admissions.empty')}
    />
  );
}
