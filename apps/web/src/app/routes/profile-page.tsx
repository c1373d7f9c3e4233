import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';

/** /profile (spec 3 §2): the learner's profile. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <PageLayout title={t('title')} maxWidth="md">
      <ProfileScreen />
    </PageLayout>
  );
}
