import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { AnnouncementsScreen } from '../../features/announcements/components/announcements-screen.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';

/** `/announcements`: the announcements of each program the learner is enrolled in (spec 3 §2). */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  return (
    <PageLayout title={t('title')}>
      <UserProgressState>
        {(progress) => <AnnouncementsScreen bpids={progress.bpdata.map((program) => program.bpid)} />}
      </UserProgressState>
    </PageLayout>
  );
}
