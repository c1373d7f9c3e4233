import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ExtraTime } from '../../features/staff/extra-time/components/extra-time.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/extra-time: accommodations on timed assessments, for instructors and admins. */
export function StaffExtraTimePage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('extraTime.title')} maxWidth="xl">
        <ExtraTime />
      </PageLayout>
    </RoleGate>
  );
}
