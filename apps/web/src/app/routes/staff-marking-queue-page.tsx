import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { MarkingQueue } from '../../features/staff/marking/components/marking-queue.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { teachingRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

/** /staff/marking/:assessid: an assessment's submitted attempts. */
export function StaffMarkingQueuePage() {
  const { t } = useTranslation('staff');
  const { assessid = '' } = useParams();
  return (
    <RoleGate roles={teachingRoles}>
      <PageLayout
        title={t('marking.queue.title')}
        maxWidth="xl"
        back={{ to: paths.staffMarking.getHref(), label: t('marking.queue.back') }}
      >
        <MarkingQueue key={assessid} assessid={assessid} />
      </PageLayout>
    </RoleGate>
  );
}
