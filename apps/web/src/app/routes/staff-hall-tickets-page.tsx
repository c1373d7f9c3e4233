import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { StaffHallTickets } from '../../features/staff/hall-tickets/components/staff-hall-tickets.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/hall-tickets: admins generate or upload hall tickets per batch (ADR 0092). */
export function StaffHallTicketsPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('hallTickets.title')} maxWidth="lg">
        <StaffHallTickets />
      </PageLayout>
    </RoleGate>
  );
}
