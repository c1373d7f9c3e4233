import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { QuestionReview } from '../../features/quizzes/components/question-review.tsx';
import { isAnswered, QuestionView } from '../../features/quizzes/components/question-view.tsx';
import { QuizPreview } from '../../features/staff/quiz-authoring/components/quiz-preview.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

/**
 * /staff/quizzes/quiz/:quizid/preview: the quiz as a learner takes it. The page composes the staff
 * preview with the learner's own question view (features never import each other, ADR 0025).
 */
export function StaffQuizPreviewPage() {
  const { t } = useTranslation('staff');
  const { quizid = '' } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout
        title={t('quizAuthoring.preview.title', { quizid })}
        maxWidth="md"
        back={{ to: paths.staffQuizEditor.getHref(quizid), label: t('quizAuthoring.preview.back') }}
      >
        <QuizPreview
          key={quizid}
          quizid={quizid}
          isAnswered={isAnswered}
          renderQuestion={(question, answer, onAnswer) => (
            <QuestionView question={question} answer={answer} onAnswer={onAnswer} />
          )}
          renderReview={(question, review) => <QuestionReview question={question} review={review} />}
        />
      </PageLayout>
    </RoleGate>
  );
}
