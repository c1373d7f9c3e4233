import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { MediaImage } from '../../../components/media-image.tsx';
import { saveCurrentProgram } from '../../../lib/current-program.ts';
import { formatProgramDate } from '../../../lib/program-dates.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useUniversityTime } from '../../../lib/university-time.ts';
import type { ProgramProgress } from '../../../lib/user-progress.ts';
import { ProgressBar } from './progress-bar.tsx';

const infoLinks = [
  { tab: 0, key: 'programInfo' },
  { tab: 4, key: 'syllabus' },
  { tab: 5, key: 'announcements' },
  { tab: 6, key: 'academicSchedule' },
] as const;

export interface ProgramCardProps {
  program: ProgramProgress;
  /** The 'Overall Program Feedback' control, from the feedback feature. */
  feedback: ReactNode;
  /** The first card of the list: on screen at once. */
  first?: boolean;
}

/**
 * One enrolled program on My Programs (spec 2 §2): image, title (to its course topics), links to the
 * program information tabs, the feedback control, duration, dates and progress. Following any link
 * makes it the current program.
 */
export function ProgramCard({ program, feedback, first = false }: ProgramCardProps) {
  const { t, i18n } = useTranslation('my-programs');
  const zone = useUniversityTime();
  const { username } = useSessionUser();
  const remember = () =>
    saveCurrentProgram(username, { pid: program.pid, bpid: program.bpid, ptitle: program.ptitle });
  const facts = [
    { key: 'duration', value: program.pdur },
    { key: 'startDate', value: formatProgramDate(program.psd, i18n.language, zone) },
    { key: 'endDate', value: formatProgramDate(program.ped, i18n.language, zone) },
  ] as const;

  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '220px minmax(0, 1fr)' } }}
    >
      <MediaImage path={program.image} first={first} />
      <CardContent sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography component="h2" variant="h3">
          <Link component={RouterLink} to={paths.programs.getHref()} onClick={remember}>
            {program.ptitle}
          </Link>
        </Typography>
        <Box
          component="nav"
          aria-label={t('card.links', { title: program.ptitle })}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          {infoLinks.map(({ tab, key }) => (
            <Link key={key} component={RouterLink} to={paths.programInfo.getHref(tab)} onClick={remember}>
              {t(`card.${key}`)}
            </Link>
          ))}
        </Box>
        <Box>{feedback}</Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 1,
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          {facts.map(({ key, value }) => (
            <div key={key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`card.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2">
                {value}
              </Typography>
            </div>
          ))}
        </Box>
        <ProgressBar percent={program.per} label={t('progress.of', { title: program.ptitle })} />
      </CardContent>
    </Card>
  );
}
