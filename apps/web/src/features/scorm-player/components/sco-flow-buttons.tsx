import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface ScoFlowButtonsProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onContinue(): void;
}

/** The LMS's own Previous and Continue between the SCOs of a package (flow navigation). */
export function ScoFlowButtons({ hasPrevious, hasNext, onPrevious, onContinue }: ScoFlowButtonsProps) {
  const { t } = useTranslation('scorm-player');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Button variant="outlined" disabled={!hasPrevious} onClick={onPrevious}>
        {t('previousSco')}
      </Button>
      <Button variant="contained" disabled={!hasNext} onClick={onContinue}>
        {t('continueSco')}
      </Button>
    </Box>
  );
}
