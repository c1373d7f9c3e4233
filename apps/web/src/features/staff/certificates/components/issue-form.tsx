import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useRecordBatches } from '../../record-batches/api/list-record-batches.ts';
import { BatchSelect } from '../../record-batches/components/batch-select.tsx';

export interface IssueFormProps {
  oid: string;
  busy: boolean;
  error: unknown;
  onIssue: (input: { bpid: string; eid: string }) => void;
}

/** Issue a certificate: the batch and the learner's e-mail; the server checks they completed it. */
export function IssueForm({ oid, busy, error, onIssue }: IssueFormProps) {
  const { t } = useTranslation('staff');
  const batches = useRecordBatches(oid);
  const [bpid, setBpid] = useState('');
  const [eid, setEid] = useState('');
  const fields = error instanceof ApiError ? error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onIssue({ bpid, eid: eid.trim() });
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="issue-certificate-heading" sx={{ mb: 4 }}>
      <Typography id="issue-certificate-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('certificates.issue.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: '70ch' }}>
        {t('certificates.issue.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <QueryState query={batches} errorTitle={t('records.batchesFailed')}>
          {({ batches: list }) => (
            <BatchSelect batches={list} value={bpid} onChange={setBpid} error={fields.bpid} />
          )}
        </QueryState>
        <TextField
          label={t('certificates.issue.learner')}
          type="email"
          autoComplete="off"
          required
          value={eid}
          onChange={(event) => setEid(event.target.value)}
          error={fields.eid !== undefined}
          helperText={fields.eid}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="contained" disabled={busy || bpid === ''} sx={{ mt: 1 }}>
          {t('certificates.issue.submit')}
        </Button>
      </Box>
    </Box>
  );
}
