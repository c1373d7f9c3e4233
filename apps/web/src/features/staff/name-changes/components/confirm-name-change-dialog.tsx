import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameChangeDecision } from '../api/decide-name-change.ts';
import type { NameChangeRow } from '../api/list-name-changes.ts';
import { requestedName } from './requested-name.ts';

export interface ConfirmNameChangeDialogProps {
  request: NameChangeRow;
  decision: NameChangeDecision;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The decision said back in full before it is sent (the learner is told of it at once). The dialog
 * holds the focus until it closes, then gives it back.
 */
export function ConfirmNameChangeDialog({
  request,
  decision,
  busy,
  onCancel,
  onConfirm,
}: ConfirmNameChangeDialogProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`nameChanges.confirm.title.${decision}`)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {t(`nameChanges.confirm.body.${decision}`, {
            current: request.currentName,
            requested: requestedName(request),
          })}
        </Typography>
        <Typography variant="body2">{t('nameChanges.confirm.notified')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('nameChanges.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t(`nameChanges.confirm.submit.${decision}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
