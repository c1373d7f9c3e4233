import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { StaffCourseFiles } from '../../features/staff/course-files/components/staff-course-files.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/media: admins upload course files and packages, read their reports and preview them (ADR 0090). */
export function StaffMediaPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('courseFiles.title')} maxWidth="lg">
        <StaffCourseFiles />
      </PageLayout>
    </RoleGate>
  );
}
