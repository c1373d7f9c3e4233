import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';

/** A learner without programs: what that means, and where to find one (All Programs, their own marked). */
export function EmptyHome() {
  const { t } = useTranslation('my-programs');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography component="h2" variant="h3">
        {t('empty.title')}
      </Typography>
      <Typography>{t('empty.text')}</Typography>
      <Button variant="contained" component={RouterLink} to={paths.allPrograms.getHref()}>
        {t('empty.browse')}
      </Button>
    </Paper>
  );
}
