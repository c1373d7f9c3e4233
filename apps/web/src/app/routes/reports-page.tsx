import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { LearnerReportView } from '../../features/reports/components/learner-report.tsx';

/** `/reportsAndAnalytics`: the learner's own progress, time spent and scores. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <PageLayout title={t('title')}>
      <LearnerReportView />
    </PageLayout>
  );
}
