import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ProgramList } from '../../features/my-programs/components/program-list.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';
import { ProgramFeedbackButton } from '../../features/program-feedback/components/program-feedback-button.tsx';

/** `/` and `/myPrograms` signed in ('Choose a program'): a card per enrolled program, with its feedback. */
export function MyProgramsPage() {
  const { t } = useTranslation('my-programs');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle page={t('myPrograms.title')} />
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('myPrograms.heading')}
      </Typography>
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
    </Container>
  );
}
