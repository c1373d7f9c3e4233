import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';

/** `/notification`: the learner's notifications, opened from the header's bell (spec 3 §2). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <PageLayout title={t('title')} maxWidth="md">
      <NotificationsScreen />
    </PageLayout>
  );
}
