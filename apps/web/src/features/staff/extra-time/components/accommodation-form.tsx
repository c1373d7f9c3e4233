import { maxExtraMinutes } from '@aula/contract/staff-extra-time';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { universityMoment, useStaffTime } from '../../format-time.ts';

export interface AccommodationDraft {
  eid: string;
  extraMinutes?: number;
  window?: { start: string; end: string };
  reason: string;
}

type Field = 'eid' | 'extraMinutes' | 'window' | 'reason';
type Problems = Partial<Record<Field, string>>;

const empty = { eid: '', minutes: '', windowStart: '', windowEnd: '', reason: '' };

/**
 * An accommodation for one learner, by e-mail: extra minutes (1 to 600), a later window of their own
 * (read in the university's time), or both; and the reason, required.
 */
export function AccommodationForm({
  busy,
  onGrant,
}: {
  busy: boolean;
  /** Answers whether it was granted: the form is emptied then. */
  onGrant: (draft: AccommodationDraft) => Promise<boolean>;
}) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems>({});
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const read = (): { draft: AccommodationDraft; problems: Problems } => {
    const found: Problems = {};
    const eid = values.eid.trim().toLowerCase();
    if (!/^\S+@\S+$/.test(eid)) found.eid = t('extraTime.form.eidInvalid');
    const minutes = values.minutes.trim() === '' ? undefined : Number(values.minutes);
    if (minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= maxExtraMinutes)) {
      found.extraMinutes = t('extraTime.form.minutesInvalid', { max: maxExtraMinutes });
    }
    const start = universityMoment(values.windowStart, time.zone);
    const end = universityMoment(values.windowEnd, time.zone);
    // ISO moments of one zone (Z) compare as text.
    const window = start && end && start < end ? { start, end } : undefined;
    if ((values.windowStart || values.windowEnd) && !window) {
      found.window = t('extraTime.form.windowInvalid');
    }
    if (minutes === undefined && !window && !found.window) found.extraMinutes = t('extraTime.form.nothing');
    const reason = values.reason.trim();
    if (reason === '') found.reason = t('extraTime.form.reasonRequired');
    return {
      draft: {
        eid,
        reason,
        ...(minutes === undefined ? {} : { extraMinutes: minutes }),
        ...(window ? { window } : {}),
      },
      problems: found,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { draft, problems: found } = read();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (await onGrant(draft)) setValues(empty);
  };

  const windowField = (key: 'windowStart' | 'windowEnd') => (
    <TextField
      label={t(`extraTime.form.${key}`)}
      type="datetime-local"
      value={values[key]}
      onChange={set(key)}
      error={problems.window !== undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

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
        value={values.eid}
        onChange={set('eid')}
        error={problems.eid !== undefined}
        helperText={problems.eid}
      />
      <TextField
        label={t('extraTime.form.minutes')}
        type="number"
        value={values.minutes}
        onChange={set('minutes')}
        slotProps={{ htmlInput: { min: 1, max: maxExtraMinutes, step: 1 } }}
        error={problems.extraMinutes !== undefined}
        helperText={problems.extraMinutes ?? t('extraTime.form.minutesHelp', { max: maxExtraMinutes })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('extraTime.form.window')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {windowField('windowStart')}
          {windowField('windowEnd')}
        </Box>
        <Typography
          variant="body2"
          sx={{ color: problems.window ? 'error.main' : 'text.secondary' }}
          role={problems.window ? 'alert' : undefined}
        >
          {problems.window ?? t('extraTime.form.windowHelp', { zone: time.zoneName() })}
        </Typography>
      </Box>
      <TextField
        label={t('extraTime.form.reason')}
        required
        multiline
        minRows={2}
        value={values.reason}
        onChange={(event) =>
          setValues((current) => ({ ...current, reason: event.target.value.replace(/[\r\n]+/g, ' ') }))
        }
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
