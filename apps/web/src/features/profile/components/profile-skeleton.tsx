import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

const fieldSlots = ['first', 'last', 'email', 'dob', 'code', 'phone', 'address', 'passport', 'id', 'degree'];

/** Loading skeletons in the profile's shape (the spec's loading state) until it has loaded. */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Box role="status" aria-label={t('loading')}>
      <Skeleton variant="circular" width={120} height={120} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fieldSlots.map((slot) => (
          <Skeleton key={slot} variant="rounded" height={56} />
        ))}
      </Box>
    </Box>
  );
}
