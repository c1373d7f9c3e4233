import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../data-grid/components/data-grid.tsx';
import { useStaffTime } from '../../format-time.ts';
import type { ProgrammeName } from '../../programmes/api/get-programme-names.ts';
import { useScopeText } from '../../shell/components/grant-scope.ts';
import type { StaffMember } from '../api/list-staff.ts';

const pageSize = 25;

/** The staff accounts with their roles, second-factor and invitation state; Edit roles, Reset second factor. */
export function StaffTable({
  staff,
  programmes,
  onEdit,
  onResetSecondFactor,
}: {
  staff: StaffMember[];
  programmes: readonly ProgrammeName[] | undefined;
  onEdit: (member: StaffMember) => void;
  onResetSecondFactor: (member: StaffMember) => void;
}) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const scopeText = useScopeText(programmes);
  const [page, setPage] = useState(0);
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
      rows={staff.slice(page * pageSize, page * pageSize + pageSize)}
      total={staff.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      getRowId={(member) => member.userId}
      empty={t('accounts.empty')}
    />
  );
}
