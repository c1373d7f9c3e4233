import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { PartnerRecords } from '../../features/staff/partner-records/components/partner-records.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { partnerImportRoles } from '../../features/staff/staff-roles.ts';

/** /staff/partner-records: the partner and pre-registration records' CSV import. */
export function StaffPartnerRecordsPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={partnerImportRoles}>
      <PageLayout title={t('partners.title')} maxWidth="xl">
        <PartnerRecords />
      </PageLayout>
    </RoleGate>
  );
}
