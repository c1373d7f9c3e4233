import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applicationFormPaths, paths } from '../../../app/paths.ts';
import { saveApplicationState } from '../../../lib/application-state.ts';
import { saveCurrentProgram } from '../../../lib/current-program.ts';
import { htmlToText } from '../../../lib/html-text.ts';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import type { ApplyProgram } from '../api/get-programs.ts';
import { useStartProgram } from '../api/sync-user-program-progress.ts';
import { hasDecisionMessage } from './decision-message.tsx';
import { EvbabChoiceDialog } from './evbab-choice-dialog.tsx';
import { ProgramDecision } from './program-decision.tsx';

/** One program of the listing with the action its status offers (spec 3 §2). */
export function ApplyProgramCard({ program }: { program: ApplyProgram }) {
  const { t } = useTranslation('admissions');
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const navigate = useNavigate();
  const start = useStartProgram();
  const [choosing, setChoosing] = useState(false);
  const headingId = useId();
  const name = htmlToText(program.pname);
  const { action } = program;

  const openProgram = () => {
    saveCurrentProgram(username, { pid: program.pid, bpid: program.bpid, ptitle: name });
    void navigate(paths.programs.getHref());
  };
  const openForm = (choice?: { evbab: boolean; partnerEmail?: string }) => {
    saveApplicationState({ applypid: program.pid, applybpid: program.bpid, ...choice });
    void navigate(applicationFormPaths[program.form].getHref());
  };
  // Only the university form asks e-VBAB or Non e-VBAB first (spec 3 §2); the wizard asks in its
  // Scholarship tab, where a Yes goes through the same partner-registration check.
  const asksEvbab = action === 'apply' && program.evbab && program.form === 'university';
  const act = () => {
    if (action === 'continueLearning') return openProgram();
    if (action === 'start') return start.mutate(program, { onSuccess: openProgram });
    if (asksEvbab) return setChoosing(true);
    openForm();
  };

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
          {name}
        </Typography>
        {program.evbab && (
          <Chip size="small" label={t('listing.scholarshipBadge')} sx={{ justifySelf: 'start' }} />
        )}
        {action === 'underReview' && (
          <Chip color="info" label={t('listing.actions.underReview')} sx={{ justifySelf: 'start' }} />
        )}
        {action !== null && action !== 'underReview' && (
          <Button
            variant="contained"
            onClick={act}
            disabled={start.isPending}
            aria-label={t('listing.actionLabel', { action: t(`listing.actions.${action}`), name })}
            sx={{ justifySelf: 'start' }}
          >
            {start.isPending ? t('listing.starting') : t(`listing.actions.${action}`)}
          </Button>
        )}
        {program.applicationid && hasDecisionMessage(program.pstatus) && (
          <ProgramDecision applicationid={program.applicationid} pstatus={program.pstatus} />
        )}
        {start.isError && (
          <Alert severity="error" role="alert">
            {t('listing.startFailed')}
          </Alert>
        )}
      </Box>
      {asksEvbab && (
        <EvbabChoiceDialog open={choosing} onClose={() => setChoosing(false)} onChosen={openForm} />
      )}
    </Paper>
  );
}
