import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ExamList } from '../../features/assigned-exams/components/exam-list.tsx';

/** `/tests` (the sidebar's Semester End Exam): the tests assigned to the learner. */
export function AssignedExamsPage() {
  const { t } = useTranslation('assigned-exams');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle page={t('title')} />
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <ExamList />
    </Container>
  );
}
