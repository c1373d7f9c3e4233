import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ExamDetail } from '../../features/assigned-exams/components/exam-detail.tsx';
import { paths } from '../paths.ts';

/** `/testresult?test=<test_id>`: one assigned test, with Start while it may be taken. */
export function AssignedExamPage() {
  const { t } = useTranslation('assigned-exams');
  const [search] = useSearchParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle page={t('detailTitle')} />
      <Link component={RouterLink} to={paths.assignedExams.getHref()} sx={{ display: 'inline-block', mb: 2 }}>
        {t('backToTests')}
      </Link>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('detailTitle')}
      </Typography>
      <ExamDetail testId={search.get('test') ?? undefined} />
    </Container>
  );
}
