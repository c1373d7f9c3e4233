import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image.tsx';
import { htmlToText } from '../../../lib/html-text.ts';
import type { ApplyProgram } from '../api/get-programs.ts';
import { ProgramAction } from './program-action.tsx';

/**
 * One program of the listing with the action its status offers (spec 3 §2); the `first` card's
 * picture is on screen at once, often the listing's largest paint.
 */
export function ApplyProgramCard({ program, first = false }: { program: ApplyProgram; first?: boolean }) {
  const { t } = useTranslation('admissions');
  const headingId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <MediaImage path={program.pimage ?? null} first={first} />
      <Box sx={{ p: 2, display: 'grid', gap: 1.5, flexGrow: 1, alignContent: 'space-between' }}>
        <Typography id={headingId} component="h2" variant="h3">
          {htmlToText(program.pname)}
        </Typography>
        {program.evbab && (
          <Chip size="small" label={t('listing.scholarshipBadge')} sx={{ justifySelf: 'start' }} />
        )}
        <ProgramAction program={program} />
      </Box>
    </Paper>
  );
}
