import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { NameChanges } from '../../features/staff/name-changes/components/name-changes.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { nameChangeRoles } from '../../features/staff/staff-roles.ts';

/** /staff/name-changes: pending changes of legal name, for counsellors and admins. */
export function StaffNameChangesPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={nameChangeRoles}>
      <PageLayout title={t('nameChanges.title')} maxWidth="xl">
        <NameChanges />
      </PageLayout>
    </RoleGate>
  );
}
