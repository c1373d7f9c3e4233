import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import type { ProgramGroup } from './program-groups.ts';
import { ProgramGroupsState } from './program-groups-state.tsx';
import { rememberProgram } from './use-program-groups.ts';

function GroupCard({ group, headingLevel }: { group: ProgramGroup; headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('programs');
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} component={headingLevel} variant="h3">
        {t(`groups.${group.id}`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {group.programs.map((program) => (
          <li key={program.pid}>
            <Link
              component={RouterLink}
              to={paths.programDetail.getHref(program.pid, 0)}
              onClick={() => rememberProgram(program)}
            >
              {program.name}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** Every open program, in the header's groups, as cards of links (landing and online-program pages). */
export function ProgramCatalogue({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <ProgramGroupsState loadingHeight={160}>
      {(groups) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {groups.map((group) => (
            <GroupCard key={group.id} group={group} headingLevel={headingLevel} />
          ))}
        </Box>
      )}
    </ProgramGroupsState>
  );
}
