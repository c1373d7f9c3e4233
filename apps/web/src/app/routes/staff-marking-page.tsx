import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { TaughtAssessments } from '../../features/staff/marking/components/taught-assessments.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/marking: the assessments and assignments the member teaches, to mark. */
export function StaffMarkingPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('marking.title')} maxWidth="xl">
        <TaughtAssessments />
      </PageLayout>
    </RoleGate>
  );
}
