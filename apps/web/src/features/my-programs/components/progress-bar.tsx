import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A determinate bar with its percent written beside it; `label` names what progresses. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation('my-programs');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" component="span" sx={{ minWidth: '3.5em', textAlign: 'end' }}>
        {t('progress.percent', { percent })}
      </Typography>
    </Box>
  );
}
