import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useCatalogueProgramme } from '../api/get-programme.ts';
import { BatchesPanel } from './batches-panel.tsx';
import { ProgrammeTextsForm } from './programme-texts-form.tsx';
import { StatusActions } from './status-actions.tsx';
import { StatusChip } from './status-chip.tsx';

/** One programme: its status and the moves from it, its texts, its batches, and a link to its courses. */
export function ProgrammeEditor({ pid }: { pid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const query = useCatalogueProgramme(oid, pid);
  return (
    <QueryState query={query} errorTitle={t('catalogue.programme.error')}>
      {(programme) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{t('catalogue.programme.statusIs')}</Typography>
              <StatusChip status={programme.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t(`catalogue.programme.means.${programme.status}`)}
            </Typography>
            <StatusActions pid={pid} status={programme.status} />
            <Link component={RouterLink} to={paths.staffProgrammeCourses.getHref(pid)}>
              {t('catalogue.programme.courses')}
            </Link>
          </Paper>
          <ProgrammeTextsForm programme={programme} />
          <BatchesPanel programme={programme} />
        </Box>
      )}
    </QueryState>
  );
}
