import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { useAdmission } from '../../features/staff/admissions/api/get-admission.ts';
import { AdmissionDetail } from '../../features/staff/admissions/components/admission-detail.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { admissionsRoles } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';
import { paths } from '../paths.ts';

function AdmissionPage({ applicationid }: { applicationid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  // The same query as the detail's: the heading names the applicant once the application is here.
  const { data } = useAdmission(oid, applicationid);
  const title = data ? t('admission.title', { name: data.application.name }) : t('admission.loadingTitle');
  return (
    <PageLayout
      title={title}
      maxWidth="xl"
      back={{ to: paths.staffAdmissions.getHref(), label: t('admission.back') }}
      subtitle={data?.application.pname}
    >
      <AdmissionDetail applicationid={applicationid} />
    </PageLayout>
  );
}

/** /staff/admissions/:applicationid: one application, and the decision on it. */
export function StaffAdmissionPage() {
  const { applicationid = '' } = useParams();
  return (
    <RoleGate roles={admissionsRoles}>
      <AdmissionPage key={applicationid} applicationid={applicationid} />
    </RoleGate>
  );
}
