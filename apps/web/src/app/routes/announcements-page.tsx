import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { AnnouncementsScreen } from '../../features/announcements/components/announcements-screen.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';

/** `/announcements`: the announcements of each program the learner is enrolled in (spec 3 §2). */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={t('title')} />
      <UserProgressState>
        {(progress) => <AnnouncementsScreen bpids={progress.bpdata.map((program) => program.bpid)} />}
      </UserProgressState>
    </Container>
  );
}
