import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ProgramGroupsState } from './program-groups-state.tsx';
import { rememberProgram } from './use-program-groups.ts';

/** The panel's content: the catalogue in its groups (or its loading, error or empty state). */
function ProgramsPanelContent({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation('programs');
  const headingId = useId();
  return (
    <ProgramGroupsState loadingHeight={120}>
      {(groups) => (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {groups.map((group) => (
            <Box key={group.id} component="section" aria-labelledby={`${headingId}-${group.id}`}>
              <Typography
                id={`${headingId}-${group.id}`}
                component="h2"
                variant="subtitle2"
                sx={{ color: 'secondary.main', textTransform: 'uppercase', letterSpacing: 0.5, mb: 1 }}
              >
                {t(`groups.${group.id}`)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                {group.programs.map((program) => (
                  <li key={program.pid}>
                    <Link
                      component={RouterLink}
                      to={paths.programDetail.getHref(program.pid, 0)}
                      onClick={() => {
                        rememberProgram(program);
                        onChoose();
                      }}
                      sx={{ display: 'block', py: 0.5, color: 'text.primary' }}
                    >
                      {program.name}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </ProgramGroupsState>
  );
}

export interface ProgramsPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The Programs panel (loaded on first use), anchored under the header's Programs button. */
export function ProgramsPanel({ id, anchor, onClose }: ProgramsPanelProps) {
  const { t } = useTranslation('programs');
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      // Rendered inside the header's navigation landmark rather than at the end of the page.
      disablePortal
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          component: 'nav',
          'aria-label': t('menuLabel'),
          sx: { p: 3, width: 'min(880px, calc(100vw - 32px))', maxHeight: '70vh' },
        },
      }}
    >
      <ProgramsPanelContent onChoose={onClose} />
    </Popover>
  );
}
