import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerImportResult } from '../api/import-partner-records.ts';
import { Counts } from './counts.tsx';
import { ImportProblemsTable } from './import-problems-table.tsx';

/** What the import wrote, as the server counts it, and the report of the rows it refused. */
export function ImportResult({ fileName, result }: { fileName: string; result: PartnerImportResult }) {
  const { t } = useTranslation('staff');
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Alert
        ref={alert}
        tabIndex={-1}
        severity={result.refused.length > 0 ? 'warning' : 'success'}
        role="status"
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
      >
        {t('partners.result.done', { name: fileName })}
      </Alert>
      <Counts
        label={t('partners.result.countsLabel')}
        counts={[
          [t('partners.result.created'), result.created],
          [t('partners.result.updated'), result.updated],
          [t('partners.result.refused'), result.refused.length],
        ]}
      />
      {result.refused.length > 0 && (
        <>
          <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('partners.result.problemsTitle')}
          </Typography>
          <ImportProblemsTable rows={result.refused} label={t('partners.result.problemsLabel')} />
        </>
      )}
    </Box>
  );
}
