import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';

/** `/notification`: the learner's notifications, opened from the header's bell (spec 3 §2). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={t('title')} />
      <NotificationsScreen />
    </Container>
  );
}
