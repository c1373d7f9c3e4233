import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { TaughtCourses } from '../../features/staff/courses/components/taught-courses.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/courses: the courses an instructor teaches (an admin: every course). */
export function StaffCoursesPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('courses.title')} maxWidth="xl">
        <TaughtCourses />
      </PageLayout>
    </RoleGate>
  );
}
