import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { LearnerReportView } from '../../features/reports/components/learner-report.tsx';

/** `/reportsAndAnalytics`: the learner's own progress, time spent and scores. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle page={t('title')} />
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <LearnerReportView />
    </Container>
  );
}
