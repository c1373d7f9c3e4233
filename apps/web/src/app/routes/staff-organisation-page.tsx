import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useOrganisationSettings } from '../../features/staff/organisation/api/get-organisation-settings.ts';
import { OrganisationImages } from '../../features/staff/organisation/components/organisation-images.tsx';
import { OrganisationTabs } from '../../features/staff/organisation/components/organisation-tabs.tsx';
import { SiteSettingsForm } from '../../features/staff/organisation/components/site-settings-form.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';

/** /staff/organisation: what the public site shows (ADR 0093). */
export function StaffOrganisationPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('organisation.title')} maxWidth="lg">
        <OrganisationTabs />
        <SiteSettings />
      </PageLayout>
    </RoleGate>
  );
}

function SiteSettings() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const query = useOrganisationSettings(oid);
  return (
    <QueryState query={query} errorTitle={t('organisation.loadFailed')}>
      {(view) => (
        <>
          <OrganisationImages oid={oid} view={view} />
          <SiteSettingsForm oid={oid} view={view} />
        </>
      )}
    </QueryState>
  );
}
