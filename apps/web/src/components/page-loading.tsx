import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A screen's (or a section's) loading state, announced politely to screen readers. */
export function PageLoading({ minHeight = '40vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight, p: 3 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
