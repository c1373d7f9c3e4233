import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { type ApplyProgram, type ApplyPrograms, useApplyPrograms } from '../api/get-programs.ts';
import { ProgramAction } from './program-action.tsx';

function programOf(programs: ApplyPrograms, pid: string): ApplyProgram | undefined {
  return Object.values(programs)
    .flat()
    .find((program) => program.pid === pid);
}

/**
 * On a program's detail page, for a signed-in learner: the action its status offers, as on its card
 * of Apply for a Program (spec 3 §2, "on a card or detail page"), and the way to their applications.
 * A program the listing does not offer shows nothing.
 */
export function ProgramApplicationPanel({ pid }: { pid: string }) {
  const { t } = useTranslation('admissions');
  const query = useApplyPrograms();
  const headingId = useId();
  return (
    <QueryState
      query={query}
      errorTitle={t('listing.loadFailed')}
      errorTitleComponent="h2"
      loadingHeight={96}
    >
      {(programs) => {
        const program = programOf(programs, pid);
        if (!program) return null;
        return (
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby={headingId}
            sx={{ p: { xs: 2, md: 3 }, mb: 4, display: 'grid', gap: 1.5 }}
          >
            <Typography id={headingId} component="h2" variant="h2">
              {t('detail.title')}
            </Typography>
            <ProgramAction program={program} />
            <Box>
              <Link component={RouterLink} to={paths.myApplication.getHref()}>
                {t('detail.myApplication')}
              </Link>
            </Box>
          </Paper>
        );
      }}
    </QueryState>
  );
}
