import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';

/** On the dashboard: the way into applying for a program and to the learner's applications (ADR 0081). */
export function ApplicationsCard() {
  const { t } = useTranslation('admissions');
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('dashboard.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('dashboard.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" component={RouterLink} to={paths.applyProgram.getHref()}>
          {t('dashboard.apply')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.myApplication.getHref()}>
          {t('dashboard.follow')}
        </Button>
      </Box>
    </Paper>
  );
}
