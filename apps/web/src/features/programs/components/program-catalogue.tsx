import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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

interface CatalogueProps {
  headingLevel?: 'h2' | 'h3';
  /** Programs the learner is enrolled in, marked as such (the signed-in All Programs page). */
  enrolledPids?: ReadonlySet<string>;
}

function GroupCard({ group, headingLevel = 'h3', enrolledPids }: CatalogueProps & { group: ProgramGroup }) {
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
            {enrolledPids?.has(program.pid) && (
              <Chip label={t('allPrograms.enrolled')} size="small" color="primary" sx={{ ml: 1 }} />
            )}
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** Every open program, in the header's groups, as cards of links (landing, online-program and All Programs pages). */
export function ProgramCatalogue({ headingLevel = 'h3', enrolledPids }: CatalogueProps) {
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
            <GroupCard key={group.id} group={group} headingLevel={headingLevel} enrolledPids={enrolledPids} />
          ))}
        </Box>
      )}
    </ProgramGroupsState>
  );
}
