import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { BatchTests } from '../../features/staff/organisation/components/batch-tests.tsx';
import { OrganisationTabs } from '../../features/staff/organisation/components/organisation-tabs.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';

/** /staff/organisation/tests: proctored tests assigned to batches (ADR 0093). */
export function StaffOrganisationTestsPage() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('organisation.tests.title')} maxWidth="lg">
        <OrganisationTabs />
        <BatchTests oid={oid} />
      </PageLayout>
    </RoleGate>
  );
}
