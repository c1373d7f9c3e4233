import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ApplicationList } from '../../features/applications/components/application-list.tsx';

/** `/myApplication`: the programs the learner applied to and how far each application has come. */
export function MyApplicationPage() {
  const { t } = useTranslation('applications');
  return (
    <PageLayout title={t('title')}>
      <ApplicationList />
    </PageLayout>
  );
}
