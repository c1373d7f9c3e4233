import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { QuizAuthoringHome } from '../../features/staff/quiz-authoring/components/quiz-authoring-home.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';

/** /staff/quizzes: question banks, quizzes and assessments, for admins (ADR 0091). */
export function StaffQuizzesPage() {
  const { t } = useTranslation('staff');
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout title={t('quizAuthoring.title')} maxWidth="lg">
        <QuizAuthoringHome />
      </PageLayout>
    </RoleGate>
  );
}
