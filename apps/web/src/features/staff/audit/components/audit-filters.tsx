import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../format-time.ts';

const keys = ['actor', 'action', 'subject', 'from', 'to'] as const;
type FilterKey = (typeof keys)[number];

/** The audit log's filters, applied together when submitted: actor, action, subject, between two moments. */
export function AuditFilters({
  get,
  update,
}: {
  get: (key: string) => string | undefined;
  update: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const [values, setValues] = useState<Record<FilterKey, string>>(
    () => Object.fromEntries(keys.map((key) => [key, get(key) ?? ''])) as Record<FilterKey, string>,
  );
  const field = (key: FilterKey, type: 'text' | 'email' | 'datetime-local' = 'text') => (
    <TextField
      size="small"
      type={type}
      label={t(`audit.filters.${key}`)}
      value={values[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      helperText={type === 'datetime-local' ? t('audit.filters.zone', { zone: time.zoneName() }) : undefined}
      slotProps={type === 'datetime-local' ? { inputLabel: { shrink: true } } : {}}
      sx={{ flex: '1 1 200px' }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update(Object.fromEntries(keys.map((key) => [key, values[key].trim()])));
  };
  const clear = () => {
    setValues(Object.fromEntries(keys.map((key) => [key, ''])) as Record<FilterKey, string>);
    update(Object.fromEntries(keys.map((key) => [key, undefined])));
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('audit.filters.label')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      {field('actor', 'email')}
      {field('action')}
      {field('subject')}
      {field('from', 'datetime-local')}
      {field('to', 'datetime-local')}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('audit.filters.apply')}
        </Button>
        <Button variant="text" onClick={clear}>
          {t('audit.filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
