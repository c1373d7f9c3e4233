import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colours = { 1: 'default', 2: 'success', 3: 'warning' } as const;

/** A thread's status (In progress, Approved, Returned) and whether it waits for a decision. */
export function StatusChip({ objStatus, awaiting }: { objStatus: 1 | 2 | 3; awaiting?: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" color={colours[objStatus]} label={t(`staffProject.statuses.${objStatus}`)} />
      {awaiting && (
        <Chip size="small" color="primary" variant="outlined" label={t('staffProject.awaiting')} />
      )}
    </Box>
  );
}
