import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { StaffCertificates } from '../../features/staff/certificates/components/staff-certificates.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/certificates: admins issue, search and revoke certificates and keep the template (ADR 0092). */
export function StaffCertificatesPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('certificates.title')} maxWidth="xl">
        <StaffCertificates />
      </PageLayout>
    </RoleGate>
  );
}
