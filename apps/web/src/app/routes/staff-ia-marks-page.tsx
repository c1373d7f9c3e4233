import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { StaffIaMarks } from '../../features/staff/ia-marks/components/staff-ia-marks.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/ia-marks: IA marks and concerns of the courses an instructor teaches, for instructors and admins. */
export function StaffIaMarksPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('staffIaMarks.title')} maxWidth="lg">
        <StaffIaMarks />
      </PageLayout>
    </RoleGate>
  );
}
