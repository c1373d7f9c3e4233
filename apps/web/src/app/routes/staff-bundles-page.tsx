import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { BundleExport } from '../../features/staff/bundles/components/bundle-export.tsx';
import { BundleImport } from '../../features/staff/bundles/components/bundle-import.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/bundles: admins download the catalogue as content bundles (ADR 0084) and import one (ADR 0098). */
export function StaffBundlesPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('bundles.title')} maxWidth="lg">
        <BundleExport />
        <BundleImport />
      </PageLayout>
    </RoleGate>
  );
}
