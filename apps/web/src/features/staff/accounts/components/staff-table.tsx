import { staffPageSize } from '@aula/contract/staff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import type { ProgrammeName } from '../../programmes/api/get-programme-names.ts';
import { useScopeText } from '../../shell/components/grant-scope.ts';
import type { StaffMember } from '../api/list-staff.ts';

export interface StaffTableProps {
  /** The page on view, as the server answered it. */
  rows: StaffMember[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
  /** The search or role filter holds something: no row means no match, not no staff. */
  filtered: boolean;
  programmes: readonly ProgrammeName[] | undefined;
  onEdit: (member: StaffMember) => void;
  onResetSecondFactor: (member: StaffMember) => void;
}

/**
 * One page of the staff accounts with their roles, second-factor and invitation state; Edit roles,
 * Reset second factor.
 */
export function StaffTable({ programmes, filtered, onEdit, onResetSecondFactor, ...page }: StaffTableProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const scopeText = useScopeText(programmes);
  const columns: GridColumn<StaffMember>[] = [
    {
      id: 'name',
      accessorKey: 'name',
      header: t('accounts.columns.name'),
      cell: ({ row }) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{row.original.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.original.email}
          </Typography>
        </>
      ),
    },
    {
      id: 'roles',
      header: t('accounts.columns.roles'),
      cell: ({ row }) =>
        row.original.grants.length === 0 ? (
          t('accounts.noRoles')
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.original.grants.map((grant) => (
              <li key={`${grant.role} ${grant.scope ?? ''}`}>
                {t('accounts.grant', { role: t(`roles.${grant.role}`), scope: scopeText(grant) })}
              </li>
            ))}
          </Box>
        ),
    },
    {
      id: 'secondFactor',
      header: t('accounts.columns.secondFactor'),
      cell: ({ row }) =>
        row.original.secondFactorEnrolled ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {t('accounts.enrolled')}
            <Button
              size="small"
              onClick={() => onResetSecondFactor(row.original)}
              aria-label={t('accounts.reset.buttonOf', { name: row.original.name })}
            >
              {t('accounts.reset.button')}
            </Button>
          </Box>
        ) : (
          t('accounts.notEnrolled')
        ),
    },
    {
      id: 'invitation',
      header: t('accounts.columns.invitation'),
      cell: ({ row }) => (row.original.invitationPending ? t('accounts.pending') : t('accounts.accepted')),
    },
    {
      id: 'createdAt',
      header: t('accounts.columns.created'),
      cell: ({ row }) => time.format(row.original.createdAt),
    },
    {
      id: 'actions',
      header: t('accounts.columns.actions'),
      cell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onEdit(row.original)}
          aria-label={t('accounts.editOf', { name: row.original.name })}
        >
          {t('accounts.edit.button')}
        </Button>
      ),
    },
  ];
  return (
    <DataGrid
      label={t('accounts.tableLabel')}
      columns={columns}
      pageSize={staffPageSize}
      getRowId={(member) => member.userId}
      empty={filtered ? t('accounts.noMatch') : t('accounts.empty')}
      {...page}
    />
  );
}
