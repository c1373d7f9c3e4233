import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { saveApplicationState } from '../../../lib/application-state.ts';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useGoogleCloudResponse } from '../api/get-google-cloud-response.ts';
import { useVerifyFailure } from './verify-failure.ts';

interface ApplyFormProps {
  pid: string;
  bpid: string;
  titleId: string;
  onClose: () => void;
}

/**
 * The e-mail check (spec 2 §4): the e-mail is required; Verify, or Enter in the field, asks the
 * partner registrations. 'Successful' sets the application state and opens /application; anything
 * else shows the spec's message.
 */
function ApplyForm({ pid, bpid, titleId, onClose }: ApplyFormProps) {
  const { t } = useTranslation('program-detail');
  const { oid, partnerLogo } = useOrganisation();
  const navigate = useNavigate();
  const check = useGoogleCloudResponse();
  const failure = useVerifyFailure(check.error, check.data);
  const form = useForm({ defaultValues: { emailid: '' } });
  const { errors, isSubmitting } = form.formState;
  const emailError = errors.emailid?.message;

  const submit = form.handleSubmit(async ({ emailid }) => {
    const email = emailid.trim();
    const result = await check.mutateAsync({ oid, emailid: email }).catch(() => null);
    if (result?.message !== 'Successful') return;
    saveApplicationState({ applypid: pid, applybpid: bpid, partnerEmail: email });
    await navigate(paths.application.getHref());
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{t('apply.title')}</DialogTitle>
      <DialogContent>
        {partnerLogo && (
          <Box
            component="img"
            src={mediaHref(oid, partnerLogo)}
            alt={t('apply.partnerLogoAlt')}
            sx={{ display: 'block', height: 48, width: 'auto', maxWidth: '60%', mx: 'auto', mb: 2 }}
          />
        )}
        <Typography sx={{ mb: 1 }}>{t('apply.intro')}</Typography>
        <TextField
          {...form.register('emailid', {
            validate: (value) => value.trim() !== '' || t('apply.required'),
          })}
          label={t('apply.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          margin="dense"
          error={emailError !== undefined}
          helperText={emailError}
          slotProps={{
            formHelperText: emailError === undefined ? {} : { role: 'alert' },
            htmlInput: { inputMode: 'email' },
          }}
        />
        {failure && (
          <Alert severity={failure.severity} role="alert" sx={{ mt: 2 }}>
            {failure.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('apply.close')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t('apply.verifying') : t('apply.verify')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export interface ApplyDialogProps {
  pid: string;
  bpid: string;
  open: boolean;
  onClose: () => void;
}

/** The Apply modal; its form is unmounted when it closes, so each opening starts afresh. */
export function ApplyDialog({ open, onClose, ...program }: ApplyDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <ApplyForm {...program} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
