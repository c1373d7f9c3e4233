import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { ExamDetail } from '../../features/assigned-exams/components/exam-detail.tsx';
import { paths } from '../paths.ts';

/** `/testresult?test=<test_id>`: one assigned exam, with Start while it may be taken. */
export function AssignedExamPage() {
  const { t } = useTranslation('assigned-exams');
  const [search] = useSearchParams();
  return (
    <PageLayout
      title={t('detailTitle')}
      back={{ to: paths.assignedExams.getHref(), label: t('backToTests') }}
      maxWidth="md"
    >
      <ExamDetail testId={search.get('test') ?? undefined} />
    </PageLayout>
  );
}
