import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { QuizEditor } from '../../features/staff/quiz-authoring/components/quiz-editor.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

/** /staff/quizzes/quiz(/:quizid): a new course quiz, or one to edit. */
export function StaffQuizPage() {
  const { t } = useTranslation('staff');
  const { quizid } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout
        title={
          quizid ? t('quizAuthoring.quizzes.editTitle', { quizid }) : t('quizAuthoring.quizzes.newTitle')
        }
        maxWidth="lg"
        back={{ to: paths.staffQuizAuthoring.getHref(), label: t('quizAuthoring.back') }}
      >
        <QuizEditor key={quizid ?? ''} quizid={quizid ?? null} />
      </PageLayout>
    </RoleGate>
  );
}
