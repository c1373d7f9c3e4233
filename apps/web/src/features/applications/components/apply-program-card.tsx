import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '../../../lib/html-text.ts';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import type { ApplyProgram } from '../api/get-programs.ts';
import { ProgramAction } from './program-action.tsx';

/** One program of the listing with the action its status offers (spec 3 §2). */
export function ApplyProgramCard({ program }: { program: ApplyProgram }) {
  const { t } = useTranslation('admissions');
  const { oid } = useOrganisation();
  const headingId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      {program.pimage ? (
        <Box
          component="img"
          src={mediaHref(oid, program.pimage)}
          alt=""
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      ) : (
        <Box aria-hidden="true" sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'primary.light' }} />
      )}
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
