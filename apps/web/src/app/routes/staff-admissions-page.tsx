import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { AdmissionsQueue } from '../../features/staff/admissions/components/admissions-queue.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { admissionsRoles } from '../../features/staff/staff-roles.ts';

/** /staff/admissions: the counsellor's queue (an admin's too). */
export function StaffAdmissionsPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={admissionsRoles}>
      <PageLayout title={t('admissions.title')} maxWidth="xl">
        <AdmissionsQueue />
      </PageLayout>
    </RoleGate>
  );
}
