import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { EventsScreen } from '../../features/calendar/components/events-screen.tsx';
import { SubscribeButton } from '../../features/calendar/components/subscribe-button.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';

/** `/event`, titled Calendar: the events of the batches the learner is enrolled in (spec 1 §2). */
export function EventPage() {
  const { t } = useTranslation('calendar');
  return (
    <PageLayout title={t('title')} actions={<SubscribeButton />} maxWidth="xl">
      <UserProgressState>
        {(progress) => <EventsScreen bpids={progress.bpdata.map((program) => program.bpid)} />}
      </UserProgressState>
    </PageLayout>
  );
}
