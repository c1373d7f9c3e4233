import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';

/** The page's shape while the program loads: header, tabs and a few lines of text. */
export function ProgramDetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      <Box aria-hidden sx={{ bgcolor: 'primary.light' }}>
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 3, md: 5 },
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <div>
            <Skeleton variant="text" sx={{ fontSize: '2rem', width: '80%' }} />
            <Skeleton variant="text" sx={{ fontSize: '1rem', width: '60%', mt: 3 }} />
          </div>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
        </Container>
      </Box>
      <Container aria-hidden maxWidth="lg" sx={{ py: 3 }}>
        <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
        {[95, 90, 70].map((width) => (
          <Skeleton key={width} variant="text" sx={{ width: `${width}%` }} />
        ))}
      </Container>
    </Box>
  );
}
