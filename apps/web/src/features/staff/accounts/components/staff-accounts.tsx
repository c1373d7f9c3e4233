import { limits } from '@aula/contract/common';
import { staffRoles } from '@aula/contract/operation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useProgrammeNames } from '../../programmes/api/get-programme-names.ts';
import { type StaffMember, useStaffList } from '../api/list-staff.ts';
import { EditGrantsDialog } from './edit-grants-dialog.tsx';
import { InviteForm } from './invite-form.tsx';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog.tsx';
import { StaffFilters } from './staff-filters.tsx';
import { StaffTable } from './staff-table.tsx';

/**
 * Staff accounts for admins: who holds which roles (searched, filtered by role and paged on the server,
 * all of it kept in the address), inviting a member, changing a member's roles, resetting the second
 * factor of a member who lost it.
 */
export function StaffAccounts() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  // An address edited by hand cannot send the server a value it refuses.
  const q = (search.get('q') ?? '').trim().slice(0, limits.email);
  const role = staffRoles.find((each) => each === search.get('role'));
  const staff = useStaffList({ oid, q, ...(role ? { role } : {}), page: search.page });
  const programmes = useProgrammeNames();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  /** What the last change did, said once it is done. */
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {saved}
        </Alert>
      )}
      <StaffFilters q={q} role={role} update={search.update} />
      <QueryState query={staff} errorTitle={t('accounts.failed')}>
        {(current) => (
          <StaffTable
            rows={current.staff}
            total={current.total}
            page={search.page}
            onPageChange={search.setPage}
            busy={staff.isPlaceholderData}
            filtered={q !== '' || role !== undefined}
            programmes={programmes.data}
            onEdit={(member) => {
              setSaved(null);
              setEditing(member);
            }}
            onResetSecondFactor={(member) => {
              setSaved(null);
              setResetting(member);
            }}
          />
        )}
      </QueryState>
      <Box component="section" sx={{ mt: 4 }}>
        <Typography component="h2" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
          {t('accounts.invite.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('accounts.invite.intro')}</Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <QueryState query={programmes} errorTitle={t('accounts.programmesFailed')}>
            {(names) => <InviteForm programmes={names} />}
          </QueryState>
        </Paper>
      </Box>
      {editing && (
        <EditGrantsDialog
          member={editing}
          programmes={programmes.data ?? []}
          onClose={(done) => {
            if (done) setSaved(t('accounts.edit.saved', { name: editing.name }));
            setEditing(null);
          }}
        />
      )}
      {resetting && (
        <ResetSecondFactorDialog
          member={resetting}
          onClose={(done) => {
            if (done) setSaved(t('accounts.reset.done', { name: resetting.name }));
            setResetting(null);
          }}
        />
      )}
    </>
  );
}
