import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day from the address, if it is one: a hand-typed address cannot send the server a value it refuses. */
export function dayOf(value: string | undefined): string | undefined {
  return value !== undefined && dayPattern.test(value) ? value : undefined;
}

/** A report's date range (days at the university, both included), applied together when submitted. */
export function ReportDates({
  get,
  update,
}: {
  get: (key: string) => string | undefined;
  update: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('staff');
  const [from, setFrom] = useState(() => dayOf(get('from')) ?? '');
  const [to, setTo] = useState(() => dayOf(get('to')) ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ from, to });
  };
  const day = (label: string, value: string, set: (value: string) => void) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 160px', maxWidth: 220 }}
    />
  );
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('staffReports.dates')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
    >
      {day(t('staffReports.from'), from, setFrom)}
      {day(t('staffReports.to'), to, setTo)}
      <Button type="submit" variant="contained">
        {t('staffReports.apply')}
      </Button>
    </Box>
  );
}
