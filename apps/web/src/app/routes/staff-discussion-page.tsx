import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { DiscussionModeration } from '../../features/staff/discussion/components/discussion-moderation.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/discussion: the discussion of the courses an instructor teaches, for instructors and admins. */
export function StaffDiscussionPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('discussion.title')} maxWidth="lg">
        <DiscussionModeration />
      </PageLayout>
    </RoleGate>
  );
}
