import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ScormPreviewFrame } from '../../features/scorm-player/components/scorm-preview-frame.tsx';
import { StaffCourseFiles } from '../../features/staff/course-files/components/staff-course-files.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/**
 * /staff/media: admins upload course files and packages, read their reports and preview them (ADR 0090),
 * a package through the SCORM player's launcher with a runtime that records nothing (ADR 0096).
 */
export function StaffMediaPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('courseFiles.title')} maxWidth="lg">
        <StaffCourseFiles scormPreview={ScormPreviewFrame} />
      </PageLayout>
    </RoleGate>
  );
}
