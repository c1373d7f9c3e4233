import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { MiniAssignments } from '../../features/staff/mini-assignments/components/mini-assignments.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/mini-assignments: learners' mini-assignment submissions and feedback on them, for instructors and admins. */
export function StaffMiniAssignmentsPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('staffMiniAssignments.title')} maxWidth="lg">
        <MiniAssignments />
      </PageLayout>
    </RoleGate>
  );
}
