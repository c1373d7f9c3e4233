import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import type { HallTicketExamInput } from '../api/batch-hall-tickets.ts';

export interface GenerateFormProps {
  busy: boolean;
  error: unknown;
  onGenerate: (exam: Omit<HallTicketExamInput, 'oid' | 'bpid'>) => void;
}

const empty = { exam: '', centre: '', date: '', time: '' };

/** The exam a batch's hall tickets print: its name, centre, day and reporting time. */
export function GenerateForm({ busy, error, onGenerate }: GenerateFormProps) {
  const { t } = useTranslation('staff');
  const [exam, setExam] = useState(empty);
  const fields = error instanceof ApiError ? error.fields : {};
  const field = (name: keyof typeof empty, type = 'text') => (
    <TextField
      label={t(`hallTickets.fields.${name}`)}
      type={type}
      required
      value={exam[name]}
      onChange={(event) => setExam({ ...exam, [name]: event.target.value })}
      error={fields[name] !== undefined}
      helperText={fields[name]}
      slotProps={type === 'text' ? {} : { inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 200px' }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate(exam);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('hallTickets.generateForm')} sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {field('exam')}
        {field('centre')}
        {field('date', 'date')}
        {field('time', 'time')}
      </Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('hallTickets.generate')}
      </Button>
    </Box>
  );
}
