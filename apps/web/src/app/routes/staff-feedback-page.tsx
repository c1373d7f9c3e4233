import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { FeedbackCharts } from '../../features/staff/feedback/components/feedback-charts.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';

/** /staff/feedback: what learners say of the courses an instructor teaches, for instructors and admins. */
export function StaffFeedbackPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout title={t('staffFeedback.title')} maxWidth="lg">
        <FeedbackCharts />
      </PageLayout>
    </RoleGate>
  );
}
