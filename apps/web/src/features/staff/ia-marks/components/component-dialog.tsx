import { semesters } from '@aula/contract/ia-marks';
import { iaMaxMarksLimit } from '@aula/contract/staff-ia-marks';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { type IaComponent, useSaveIaComponent } from '../api/ia-marks-api.ts';

/** Adds a draft component (no `component`), or changes a draft's name, maximum and semester. */
export function ComponentDialog({
  bcid,
  component,
  onClose,
}: {
  bcid: string;
  component: IaComponent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  const save = useSaveIaComponent(bcid);
  const [name, setName] = useState(component?.name ?? '');
  const [max, setMax] = useState(component ? String(component.maxMarks) : '');
  const [semester, setSemester] = useState(component?.semester ?? 1);
  const [checked, setChecked] = useState(false);
  const maxMarks = Number(max.replace(',', '.'));
  const nameProblem = name.trim() === '' ? t('staffIaMarks.componentForm.nameMissing') : null;
  const maxProblem =
    max.trim() === '' || !Number.isFinite(maxMarks) || maxMarks <= 0 || maxMarks > iaMaxMarksLimit
      ? t('staffIaMarks.componentForm.maxInvalid', { limit: iaMaxMarksLimit })
      : null;
  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    setChecked(true);
    if (nameProblem || maxProblem) return;
    save.mutate(
      { ...(component ? { iaid: component.iaid } : {}), name: name.trim(), maxMarks, semester },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {component ? t('staffIaMarks.componentForm.editTitle') : t('staffIaMarks.componentForm.addTitle')}
        </DialogTitle>
        <DialogContent>
          {save.isError && <CallFailure error={save.error} onRetry={() => submit()} />}
          <TextField
            label={t('staffIaMarks.componentForm.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            autoFocus
            margin="dense"
            error={checked && nameProblem !== null}
            helperText={checked ? nameProblem : null}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('staffIaMarks.componentForm.maxMarks')}
            value={max}
            onChange={(event) => setMax(event.target.value)}
            required
            fullWidth
            margin="dense"
            error={checked && maxProblem !== null}
            helperText={checked ? maxProblem : null}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            select
            label={t('staffIaMarks.componentForm.semester')}
            value={semester}
            onChange={(event) => setSemester(Number(event.target.value))}
            fullWidth
            margin="dense"
          >
            {semesters.map((n) => (
              <MenuItem key={n} value={n}>
                {t('staffIaMarks.componentForm.semesterOption', { n })}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('staffIaMarks.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('staffIaMarks.componentForm.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
