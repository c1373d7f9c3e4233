import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ProjectReview } from '../../features/staff/project/components/project-review.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/project: the project work of the courses an instructor teaches, for instructors and admins. */
export function StaffProjectPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('staffProject.title')} maxWidth="lg">
        <ProjectReview />
      </PageLayout>
    </RoleGate>
  );
}
