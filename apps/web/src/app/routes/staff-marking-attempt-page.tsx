import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { useAttemptForMarking } from '../../features/staff/marking/api/get-attempt-for-marking.ts';
import { AttemptMarking } from '../../features/staff/marking/components/attempt-marking.tsx';
import { useLearnerLabel } from '../../features/staff/marking/components/learner-label.ts';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';
import { useOrganisation } from '../../lib/organisation.ts';
import { paths } from '../paths.ts';

function AttemptPage({ assessid, eid }: { assessid: string; eid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  // The same query as the form's: the heading names the learner and the assessment once they are here.
  const { data } = useAttemptForMarking(oid, assessid, eid);
  const label = useLearnerLabel();
  return (
    <PageLayout
      title={data ? t('marking.attempt.title', { name: label(data) }) : t('marking.attempt.loadingTitle')}
      subtitle={data?.title}
      maxWidth="xl"
      back={{ to: paths.staffMarkingQueue.getHref(assessid), label: t('marking.attempt.back') }}
    >
      <AttemptMarking assessid={assessid} eid={eid} />
    </PageLayout>
  );
}

/** /staff/marking/:assessid/:eid: one learner's attempt, marked and released here. */
export function StaffMarkingAttemptPage() {
  const { assessid = '', eid = '' } = useParams();
  return (
    <RoleGate roles={teachingRoles}>
      <AttemptPage key={`${assessid} ${eid}`} assessid={assessid} eid={eid} />
    </RoleGate>
  );
}
