import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { ApplicationsCard } from '../../features/applications/components/applications-card.tsx';
import { ContinueCard } from '../../features/my-programs/components/continue-card.tsx';
import { DashboardRows } from '../../features/my-programs/components/dashboard-rows.tsx';
import { UserProgressState } from '../../features/my-programs/components/user-progress-state.tsx';
import { paths } from '../paths.ts';

/**
 * `/dashboard` (and any unknown signed-in path): where the learner left off, then a row per program
 * with a carousel of its courses, then the way into applying and to their applications (ADR 0081).
 * The Quick Tour button is shown here only (spec 1 §2).
 */
export function DashboardPage() {
  const { t } = useTranslation('my-programs');
  return (
    <PageLayout
      title={t('dashboard.title')}
      actions={
        <Button variant="outlined" component={RouterLink} to={paths.quickTour.getHref()}>
          {t('dashboard.quickTour')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <UserProgressState>
          {(progress) => (
            <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              {progress.lastOpened && <ContinueCard last={progress.lastOpened} />}
              <DashboardRows programs={progress.bpdata} />
            </Box>
          )}
        </UserProgressState>
        <ApplicationsCard />
      </Box>
    </PageLayout>
  );
}
