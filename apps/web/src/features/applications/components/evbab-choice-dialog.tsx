import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export interface EvbabChoiceDialogProps {
  open: boolean;
  onClose: () => void;
  /** The learner chose; `partnerEmail` is set when their e-mail passed the registration check. */
  onChosen: (choice: { evbab: boolean; partnerEmail?: string }) => void;
}

/**
 * The choice between e-VBAB and Non e-VBAB (spec 3 §2). e-VBAB first asks the partner registrations
 * about the learner's own e-mail (the spec's GCP_RESPONSE): only 'Successful' lets them on; anything
 * else, an unreadable answer included, says the spec's message.
 */
export function EvbabChoiceDialog({ open, onClose, onChosen }: EvbabChoiceDialogProps) {
  const { t } = useTranslation('admissions');
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const titleId = useId();
  const check = useMutation({
    mutationFn: () => callApi('getGoogleCloudResponse', { oid, emailid: user.attributes.email }),
  });
  const refused = check.isError || (check.data !== undefined && check.data.message !== 'Successful');

  const chooseEvbab = async () => {
    const answer = await check.mutateAsync().catch(() => null);
    if (answer?.message === 'Successful') onChosen({ evbab: true, partnerEmail: user.attributes.email });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('evbab.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('evbab.intro')}</Typography>
        {refused && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {t('evbab.notRegistered')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('evbab.close')}</Button>
        <Button variant="outlined" onClick={() => onChosen({ evbab: false })}>
          {t('evbab.nonEvbab')}
        </Button>
        <Button variant="contained" onClick={() => void chooseEvbab()} disabled={check.isPending}>
          {check.isPending ? t('evbab.checking') : t('evbab.evbab')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
