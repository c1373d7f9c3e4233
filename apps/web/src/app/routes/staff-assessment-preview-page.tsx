import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { isAnswered } from '../../features/assessments/answer-state.ts';
import { AnswersPages } from '../../features/assessments/components/answers-dialog.tsx';
import { AssessmentQuestion } from '../../features/assessments/components/assessment-question.tsx';
import { QuestionNavigator } from '../../features/assessments/components/question-navigator.tsx';
import {
  AssessmentPreview,
  type LearnerAssessmentViews,
} from '../../features/staff/quiz-authoring/components/assessment-preview.tsx';
import { RoleGate } from '../../features/staff/shell/components/role-gate.tsx';
import { adminRoles } from '../../features/staff/staff-roles.ts';
import { paths } from '../paths.ts';

/** A file chosen in a preview is named, never sent (ADR 0099). */
const keepFileName = async (file: File) => ({ fname: 'preview', orgname: file.name });

/** The assessments feature's own views of a question, the question grid and the answers (ADR 0099). */
const learnerViews: LearnerAssessmentViews = {
  question: (question, answer, onChange, label) => (
    <AssessmentQuestion
      key={question.iid}
      question={question}
      answer={answer}
      onChange={onChange}
      onUpload={keepFileName}
      disabled={false}
      label={label}
    />
  ),
  navigator: (count, current, answered, onGo) => (
    <QuestionNavigator count={count} current={current} answered={answered} onGo={onGo} />
  ),
  answers: (marking) => <AnswersPages answers={marking} />,
  isAnswered,
};

/**
 * /staff/quizzes/assessment/:assessid/preview: the assessment as a learner takes it. The page composes
 * the staff preview with the assessments feature's views (features never import each other, ADR 0025).
 */
export function StaffAssessmentPreviewPage() {
  const { t } = useTranslation('staff');
  const { assessid = '' } = useParams();
  return (
    <RoleGate roles={adminRoles}>
      <PageLayout
        title={t('quizAuthoring.assessmentPreview.title', { assessid })}
        maxWidth="md"
        back={{
          to: paths.staffAssessmentEditor.getHref(assessid),
          label: t('quizAuthoring.assessmentPreview.back'),
        }}
      >
        <AssessmentPreview key={assessid} assessid={assessid} views={learnerViews} />
      </PageLayout>
    </RoleGate>
  );
}
