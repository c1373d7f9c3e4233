import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { AuditLog } from '../../features/staff/audit/components/audit-log.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/audit: the audit log, for admins. */
export function StaffAuditPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('audit.title')} maxWidth="xl">
        <AuditLog />
      </PageLayout>
    </RoleGate>
  );
}
