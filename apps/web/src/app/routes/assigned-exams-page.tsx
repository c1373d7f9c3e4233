import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ExamList } from '../../features/assigned-exams/components/exam-list.tsx';

/** `/tests` (the sidebar's Semester End Exam): the proctored exams assigned to the learner. */
export function AssignedExamsPage() {
  const { t } = useTranslation('assigned-exams');
  return (
    <PageLayout title={t('title')}>
      <ExamList />
    </PageLayout>
  );
}
