import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applicationFormPaths, paths } from '../../../app/paths.ts';
import { saveApplicationState } from '../../../lib/application-state.ts';
import { saveCurrentProgram } from '../../../lib/current-program.ts';
import { htmlToText } from '../../../lib/html-text.ts';
import { useSessionUser } from '../../../lib/session.ts';
import type { ApplyProgram } from '../api/get-programs.ts';
import { useStartProgram } from '../api/sync-user-program-progress.ts';
import { hasDecisionMessage } from './decision-message.tsx';
import { EvbabChoiceDialog } from './evbab-choice-dialog.tsx';
import { ProgramDecision } from './program-decision.tsx';

/**
 * What a program's status offers the learner (spec 3 §2, "on a card or detail page"): Apply, Continue
 * Application, Under Review (no action), Start, Edit Application or Continue Learning, with the
 * admissions office's decision beside it when there is one.
 */
export function ProgramAction({ program }: { program: ApplyProgram }) {
  const { t } = useTranslation('admissions');
  const { username } = useSessionUser();
  const navigate = useNavigate();
  const start = useStartProgram();
  const [choosing, setChoosing] = useState(false);
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
    <>
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
      {asksEvbab && (
        <EvbabChoiceDialog open={choosing} onClose={() => setChoosing(false)} onChosen={openForm} />
      )}
    </>
  );
}
