import { admissionForms } from '@aula/contract/staff-admissions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface QueueFiltersProps {
  get: (key: string) => string | undefined;
  update: (changes: Record<string, string | undefined>) => void;
  /** The programmes the member may filter by (their scope), as the server listed them. */
  programs: readonly { pid: string; pname: string }[];
}

const filterKeys = ['q', 'pid', 'variant', 'evbab', 'from', 'to'] as const;

/**
 * Search (name, e-mail or application id) and filters (programme, form variant, e-VBAB, submitted
 * between). Choices apply at once; the search applies when submitted, not on every key.
 */
export function QueueFilters({ get, update, programs }: QueueFiltersProps) {
  const { t } = useTranslation('staff');
  const [search, setSearch] = useState(get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const select = (key: string) => ({
    select: true,
    size: 'small' as const,
    value: get(key) ?? '',
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }),
    sx: { minWidth: 180, flex: '1 1 180px' },
  });
  const date = (key: string, label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={get(key) ?? ''}
      onChange={(event) => update({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 160px' }}
    />
  );
  const anyFilter = filterKeys.some((key) => get(key) !== undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          type="search"
          size="small"
          label={t('admissions.filters.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 254 } }}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="contained">
          {t('admissions.filters.searchButton')}
        </Button>
      </Box>
      <Box
        component="fieldset"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          minWidth: 0,
          display: 'flex',
          gap: 1.5,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        <Box component="legend" sx={{ mb: 1, fontWeight: 600 }}>
          {t('admissions.filters.legend')}
        </Box>
        <TextField label={t('admissions.filters.programme')} {...select('pid')}>
          <MenuItem value="">{t('admissions.filters.any')}</MenuItem>
          {programs.map((program) => (
            <MenuItem key={program.pid} value={program.pid}>
              {program.pname}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('admissions.filters.variant')} {...select('variant')}>
          <MenuItem value="">{t('admissions.filters.any')}</MenuItem>
          {admissionForms.map((variant) => (
            <MenuItem key={variant} value={variant}>
              {t(`admissions.variants.${variant}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('admissions.filters.evbab')} {...select('evbab')}>
          <MenuItem value="">{t('admissions.filters.any')}</MenuItem>
          <MenuItem value="yes">{t('admissions.filters.yes')}</MenuItem>
          <MenuItem value="no">{t('admissions.filters.no')}</MenuItem>
        </TextField>
        {date('from', t('admissions.filters.from'))}
        {date('to', t('admissions.filters.to'))}
        {anyFilter && (
          <Button
            variant="text"
            onClick={() => {
              setSearch('');
              update(Object.fromEntries(filterKeys.map((key) => [key, undefined])));
            }}
          >
            {t('admissions.filters.clear')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
