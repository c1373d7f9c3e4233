import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { HallTicketsScreen } from '../../features/hall-tickets/components/hall-tickets-screen.tsx';

/** /hallticket (spec 1 §2): the learner's hall tickets. */
export function HallTicketsPage() {
  const { t } = useTranslation('hall-tickets');
  return (
    <PageLayout title={t('title')}>
      <HallTicketsScreen />
    </PageLayout>
  );
}
