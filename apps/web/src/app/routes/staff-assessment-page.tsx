import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { AssessmentEditor } from '../../features/staff/quiz-authoring/components/assessment-editor.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

/** /staff/quizzes/assessment(/:assessid): a new assessment or assignment, or one to edit. */
export function StaffAssessmentPage() {
  const { t } = useTranslation('staff');
  const { assessid } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout
        title={
          assessid
            ? t('quizAuthoring.assessments.editTitle', { assessid })
            : t('quizAuthoring.assessments.newTitle')
        }
        maxWidth="lg"
        back={{ to: paths.staffQuizAuthoring.getHref(), label: t('quizAuthoring.back') }}
      >
        <AssessmentEditor key={assessid ?? ''} assessid={assessid ?? null} />
      </PageLayout>
    </RoleGate>
  );
}
