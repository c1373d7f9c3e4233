import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { IaMarksScreen } from '../../features/ia-marks/components/ia-marks-screen.tsx';

/** /iamarks (spec 1 §2): the learner's internal-assessment marks. */
export function IaMarksPage() {
  const { t } = useTranslation('ia-marks');
  return (
    <PageLayout title={t('title')}>
      <IaMarksScreen />
    </PageLayout>
  );
}
