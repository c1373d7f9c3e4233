import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { saveCurrentCourse } from '../../../lib/current-program.ts';
import { useSessionUser } from '../../../lib/session.ts';
import type { LastOpened } from '../../../lib/user-progress.ts';

/** 'Continue where you left off': the learning object opened last, and a way back to its course. */
export function ContinueCard({ last }: { last: LastOpened }) {
  const { t } = useTranslation('my-programs');
  const { username } = useSessionUser();
  const remember = () =>
    saveCurrentCourse(username, {
      pid: last.pid,
      bpid: last.bpid,
      bcid: last.bcid,
      tid: last.tid,
      ttitle: last.ttitle,
      ptitle: last.ptitle,
    });
  return (
    <Paper
      component="section"
      aria-labelledby="continue-heading"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 1,
        justifyItems: 'start',
        borderColor: 'primary.main',
      }}
    >
      <Typography id="continue-heading" component="h2" variant="h3">
        {t('continue.heading')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{last.otitle}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('continue.where', { course: last.ttitle, unit: last.unit, nugget: last.ntitle })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {last.ptitle}
      </Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={paths.course.getHref(last.bcid)}
        onClick={remember}
        aria-label={t('continue.actionLabel', { title: last.otitle })}
        sx={{ mt: 1 }}
      >
        {t('continue.action')}
      </Button>
    </Paper>
  );
}
