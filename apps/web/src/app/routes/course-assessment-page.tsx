import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { QuizView } from '../../features/assessments/components/quiz-view.tsx';
import { paths } from '../paths.ts';

/**
 * /course/assessment?course=&assessment=&type=: the quiz view of an assessment or assignment, its
 * course and test in the address so a reload resumes it.
 */
export function CourseAssessmentPage() {
  const { t } = useTranslation('assessments');
  const [params] = useSearchParams();
  const course = params.get('course') ?? '';
  const assessid = params.get('assessment');
  const quiztype = params.get('type') === 'assign' ? 'assign' : 'assess';
  if (!assessid) return <Navigate to={paths.dashboard.getHref()} replace />;
  const tab = quiztype === 'assess' ? 'assessments' : 'assignments';
  const back = paths.course.getHref(course, tab);
  return (
    <PageLayout title={t(`page.${quiztype}`)} back={{ to: back, label: t('page.back') }} maxWidth="md">
      <QuizView assessid={assessid} quiztype={quiztype} back={back} />
    </PageLayout>
  );
}
