import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { type IaComponent, usePublishIaComponent } from '../api/ia-marks-api.ts';

/** Asks before a component is published: learners then see its marks and have 48 hours to answer. */
export function PublishDialog({
  bcid,
  component,
  onClose,
}: {
  bcid: string;
  component: IaComponent;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const publish = usePublishIaComponent(bcid);
  const confirm = () => publish.mutate(component.iaid, { onSuccess: onClose });
  return (
    <Dialog
      open
      onClose={publish.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('staffIaMarks.publish.title', { name: component.name })}</DialogTitle>
      <DialogContent>
        {publish.isError && <CallFailure error={publish.error} onRetry={confirm} />}
        <DialogContentText>{t('staffIaMarks.publish.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={publish.isPending}>
          {t('staffIaMarks.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={publish.isPending}>
          {t('staffIaMarks.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
