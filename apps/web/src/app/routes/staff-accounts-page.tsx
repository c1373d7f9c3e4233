import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { StaffAccounts } from '../../features/staff/accounts/components/staff-accounts.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/accounts: staff accounts and their roles, for admins. */
export function StaffAccountsPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('accounts.title')} maxWidth="xl">
        <StaffAccounts />
      </PageLayout>
    </RoleGate>
  );
}
