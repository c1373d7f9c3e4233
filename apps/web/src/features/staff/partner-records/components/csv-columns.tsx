import { partnerCsvColumns, partnerCsvMaxRows } from '@aula/contract/staff-partner-import';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the file must look like: the contract's columns, each explained, and a header line to copy. */
export function CsvColumns() {
  const { t, i18n } = useTranslation('staff');
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Typography id={titleId} component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('partners.columns.title')}
      </Typography>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>
        {t('partners.columns.intro', { max: partnerCsvMaxRows.toLocaleString(i18n.language) })}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1 }}
      >
        {partnerCsvColumns.map((column) => (
          <Box key={column} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {column}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {t(`partners.columns.${column}`)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 1 }}>
        {t('partners.columns.example')}{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {partnerCsvColumns.join(',')}
        </Box>
      </Typography>
    </Box>
  );
}
