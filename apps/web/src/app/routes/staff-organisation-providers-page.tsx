import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useOrganisationSettings } from '../../features/staff/organisation/api/get-organisation-settings.ts';
import { ExamProvidersForm } from '../../features/staff/organisation/components/exam-providers-form.tsx';
import { OrganisationTabs } from '../../features/staff/organisation/components/organisation-tabs.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';

/** /staff/organisation/providers: the exam providers' settings, secrets write-only (ADR 0093). */
export function StaffOrganisationProvidersPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('organisation.providers.title')} maxWidth="md">
        <OrganisationTabs />
        <Providers />
      </PageLayout>
    </RoleGate>
  );
}

function Providers() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const query = useOrganisationSettings(oid);
  return (
    <QueryState query={query} errorTitle={t('organisation.loadFailed')}>
      {(view) => <ExamProvidersForm oid={oid} view={view} />}
    </QueryState>
  );
}
