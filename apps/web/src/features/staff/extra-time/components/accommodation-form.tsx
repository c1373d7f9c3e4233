import { maxExtraMinutes } from '@aula/contract/staff-extra-time';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AccommodationDraft {
  eid: string;
  extraMinutes: number;
  reason: string;
}

interface Problems {
  eid?: string;
  extraMinutes?: string;
  reason?: string;
}

/** Extra time for one learner, by e-mail: the minutes (1 to 600) and the reason, all required. */
export function AccommodationForm({
  busy,
  onGrant,
}: {
  busy: boolean;
  /** Answers whether it was granted: the form is emptied then. */
  onGrant: (draft: AccommodationDraft) => Promise<boolean>;
}) {
  const { t } = useTranslation('staff');
  const [eid, setEid] = useState('');
  const [minutes, setMinutes] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const extraMinutes = Number(minutes);
    const found: Problems = {};
    if (!/^\S+@\S+$/.test(eid.trim())) found.eid = t('extraTime.form.eidInvalid');
    if (!Number.isInteger(extraMinutes) || extraMinutes < 1 || extraMinutes > maxExtraMinutes) {
      found.extraMinutes = t('extraTime.form.minutesInvalid', { max: maxExtraMinutes });
    }
    if (reason.trim() === '') found.reason = t('extraTime.form.reasonRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const granted = await onGrant({ eid: eid.trim().toLowerCase(), extraMinutes, reason: reason.trim() });
    if (granted) {
      setEid('');
      setMinutes('');
      setReason('');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="extra-time-form-title"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: '60ch', mb: 3 }}
    >
      <Typography id="extra-time-form-title" component="h2" variant="h6">
        {t('extraTime.form.title')}
      </Typography>
      <TextField
        label={t('extraTime.form.eid')}
        type="email"
        autoComplete="off"
        required
        value={eid}
        onChange={(event) => setEid(event.target.value)}
        error={problems.eid !== undefined}
        helperText={problems.eid}
      />
      <TextField
        label={t('extraTime.form.minutes')}
        type="number"
        required
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: maxExtraMinutes, step: 1 } }}
        error={problems.extraMinutes !== undefined}
        helperText={problems.extraMinutes ?? t('extraTime.form.minutesHelp', { max: maxExtraMinutes })}
      />
      <TextField
        label={t('extraTime.form.reason')}
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' '))}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        error={problems.reason !== undefined}
        helperText={problems.reason ?? t('extraTime.form.reasonHelp')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('extraTime.form.grant')}
        </Button>
      </Box>
    </Box>
  );
}
