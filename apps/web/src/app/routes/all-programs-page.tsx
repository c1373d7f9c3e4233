import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';
import { ProgramCatalogue } from '../../features/programs/components/program-catalogue.tsx';
import { useOrganisation } from '../../lib/organisation.ts';

/**
 * `/allPrograms` (signed in): every program the university offers, by group, each leading to its
 * details; the programs the learner is already enrolled in are marked Enrolled.
 */
export function AllProgramsPage() {
  const { t } = useTranslation('programs');
  const { name } = useOrganisation();
  return (
    <PageLayout title={t('allPrograms.title')}>
      <Typography sx={{ mb: 3 }}>{t('allPrograms.intro', { organisation: name })}</Typography>
      <UserProgressState>
        {(progress) => (
          <ProgramCatalogue
            headingLevel="h2"
            enrolledPids={new Set(progress.bpdata.map((program) => program.pid))}
          />
        )}
      </UserProgressState>
    </PageLayout>
  );
}
