import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RecordBatch } from '../api/list-record-batches.ts';

export interface BatchSelectProps {
  batches: RecordBatch[];
  value: string;
  onChange: (bpid: string) => void;
  error?: string | undefined;
}

/** A choice of the organisation's batches, each named with its programme and number of learners. */
export function BatchSelect({ batches, value, onChange, error }: BatchSelectProps) {
  const { t } = useTranslation('staff');
  return (
    <TextField
      select
      label={t('records.batch')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      sx={{ width: { xs: '100%', sm: 480 }, maxWidth: '100%' }}
    >
      {batches.map((batch) => (
        <MenuItem key={batch.bpid} value={batch.bpid}>
          {t('records.batchOption', { ...batch, count: batch.learners })}
        </MenuItem>
      ))}
    </TextField>
  );
}
