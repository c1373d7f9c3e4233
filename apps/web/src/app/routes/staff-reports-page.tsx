import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { StaffReports } from '../../features/staff/reports/components/staff-reports.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { reportRoles } from '../../features/staff/staff-roles.ts';

/** /staff/reports: progress, the application funnel and sign-ins, each to the roles it serves (ADR 0085). */
export function StaffReportsPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={reportRoles}>
      <PageLayout title={t('staffReports.title')} maxWidth="lg">
        <StaffReports />
      </PageLayout>
    </RoleGate>
  );
}
