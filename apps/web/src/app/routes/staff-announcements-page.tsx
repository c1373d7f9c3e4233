import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { AnnouncementItem } from '../../features/announcements/components/announcement-item.tsx';
import { StaffAnnouncements } from '../../features/staff/announcements/components/staff-announcements.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/announcements: announcements and events of the courses a member teaches (the preview is the learner's own announcement). */
export function StaffAnnouncementsPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('staffAnnouncements.title')} maxWidth="lg">
        <StaffAnnouncements
          renderPreview={(announcement) => <AnnouncementItem announcement={announcement} headingLevel="h4" />}
        />
      </PageLayout>
    </RoleGate>
  );
}
