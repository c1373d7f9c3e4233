import type { DraftUnit } from '@aula/contract/staff-course-builder';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from './draft-edits.ts';

export interface UnitFormProps {
  editing?: DraftUnit | undefined;
  serverErrors: Record<string, string>;
  saving: boolean;
  onSubmit: (unit: DraftUnit) => Promise<boolean>;
  onClose: () => void;
}

/** A unit's heading (units with the same heading are shown together), title and minutes. */
export function UnitForm({ editing, serverErrors, saving, onSubmit, onClose }: UnitFormProps) {
  const { t } = useTranslation('course-builder');
  const titleId = useId();
  const [unit, setUnit] = useState(editing?.unit ?? '');
  const [ntitle, setNtitle] = useState(editing?.ntitle ?? '');
  const [minutes, setMinutes] = useState(String(editing?.nduration ?? 30));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errorOf = (name: string) => missing[name] ?? serverErrors[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nduration = Number(minutes);
    const problems: Record<string, string> = {};
    if (unit.trim() === '') problems.unit = t('errors.required');
    if (ntitle.trim() === '') problems.ntitle = t('errors.required');
    if (!Number.isInteger(nduration) || nduration < 0 || nduration > 10_000)
      problems.nduration = t('errors.minutes');
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    const saved = await onSubmit({
      nid: editing?.nid ?? newId('u'),
      unit: unit.trim(),
      ntitle: ntitle.trim(),
      nduration,
      nenabled: editing?.nenabled ?? true,
      retired: editing?.retired ?? false,
      objects: editing?.objects ?? [],
    });
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{editing ? t('unit.editTitle') : t('unit.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('unit.heading')}
              value={unit}
              onChange={(event) => setUnit(event.target.value)}
              error={errorOf('unit') !== undefined}
              helperText={errorOf('unit') ?? t('unit.headingHint')}
              required
              fullWidth
            />
            <TextField
              label={t('unit.title')}
              value={ntitle}
              onChange={(event) => setNtitle(event.target.value)}
              error={errorOf('ntitle') !== undefined}
              helperText={errorOf('ntitle')}
              required
              fullWidth
            />
            <TextField
              label={t('unit.minutes')}
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
              error={errorOf('nduration') !== undefined}
              helperText={errorOf('nduration')}
              inputMode="numeric"
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
