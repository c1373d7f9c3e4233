import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { EventsScreen } from '../../features/calendar/components/events-screen.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';

/** `/event`, titled Calendar: the events of the batches the learner is enrolled in (spec 1 §2). */
export function EventPage() {
  const { t } = useTranslation('calendar');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={t('title')} />
      <UserProgressState>
        {(progress) => <EventsScreen bpids={progress.bpdata.map((program) => program.bpid)} />}
      </UserProgressState>
    </Container>
  );
}
