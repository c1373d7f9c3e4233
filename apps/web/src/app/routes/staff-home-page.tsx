import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { StaffHome } from '../../features/staff/shell/components/staff-home.tsx';

/** /staff: the member's roles and scopes, and the pages they open. */
export function StaffHomePage() {
  const { t } = useTranslation('staff');
  return (
    <PageLayout title={t('home.title')}>
      <StaffHome />
    </PageLayout>
  );
}
