import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerPreview } from '../api/preview-partner-import.ts';
import { Counts } from './counts.tsx';
import { ImportProblemsTable } from './import-problems-table.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';

export interface PreviewReportProps {
  fileName: string;
  preview: PartnerPreview;
  importing: boolean;
  onImport: () => void;
}

/**
 * What an import of the file would do, as the server read it: the counts, the rows it would write,
 * the report of the rows it would refuse, and Import. Its heading takes the focus when it comes.
 */
export function PreviewReport({ fileName, preview, importing, onImport }: PreviewReportProps) {
  const { t } = useTranslation('staff');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const valid = preview.rows.filter((row) => row.action !== null);
  const refused = preview.rows.filter((row) => row.action === null);
  const count = (action: 'create' | 'update') => valid.filter((row) => row.action === action).length;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h2"
        sx={{ fontSize: '1.25rem', mb: 1, overflowWrap: 'anywhere' }}
      >
        {t('partners.preview.title', { name: fileName })}
      </Typography>
      <Counts
        label={t('partners.preview.countsLabel')}
        counts={[
          [t('partners.preview.read'), preview.rows.length],
          [t('partners.preview.create'), count('create')],
          [t('partners.preview.update'), count('update')],
          [t('partners.preview.refused'), refused.length],
        ]}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Button variant="contained" onClick={onImport} disabled={importing || valid.length === 0}>
          {importing ? t('partners.importing') : t('partners.import', { rows: valid.length })}
        </Button>
        <Typography variant="body2">
          {valid.length === 0 ? t('partners.preview.nothing') : t('partners.preview.nothingWritten')}
        </Typography>
      </Box>
      {refused.length > 0 && (
        <Box sx={{ mb: 3 }}>
          <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('partners.preview.problemsTitle')}
          </Typography>
          <ImportProblemsTable rows={refused} label={t('partners.preview.problemsLabel')} />
        </Box>
      )}
      <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('partners.preview.rowsTitle')}
      </Typography>
      <ImportRowsTable rows={valid} />
    </Box>
  );
}
