import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { ProgramList } from '../../features/my-programs/components/program-list.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';
import { ProgramFeedbackButton } from '../../features/program-feedback/components/program-feedback-button.tsx';

/** `/` and `/myPrograms` signed in ('Choose a program'): a card per enrolled program, with its feedback. */
export function MyProgramsPage() {
  const { t } = useTranslation('my-programs');
  return (
    <PageLayout title={t('myPrograms.heading')} documentTitle={t('myPrograms.title')}>
      <UserProgressState>
        {(progress) => (
          <ProgramList
            programs={progress.bpdata}
            renderFeedback={(program) => (
              <ProgramFeedbackButton pid={program.pid} bpid={program.bpid} ptitle={program.ptitle} />
            )}
          />
        )}
      </UserProgressState>
    </PageLayout>
  );
}
