import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { MediaImage } from '../../../components/media-image.tsx';
import { saveCurrentCourse } from '../../../lib/current-program.ts';
import { useSessionUser } from '../../../lib/session.ts';
import type { CourseProgress } from '../../../lib/user-progress.ts';
import { ProgressBar } from './progress-bar.tsx';

export interface CourseCardProps {
  course: CourseProgress;
  /** The program's plain title, remembered with the course for the course page. */
  ptitle: string;
  headingLevel?: 'h2' | 'h3';
}

/** A course (topic): image, progress, title and weeks; opening it remembers it and goes to its course page. */
export function CourseCard({ course, ptitle, headingLevel = 'h3' }: CourseCardProps) {
  const { t } = useTranslation('my-programs');
  const { username } = useSessionUser();
  const remember = () =>
    saveCurrentCourse(username, {
      pid: course.pid,
      bpid: course.bpid,
      bcid: course.bcid,
      tid: course.tid,
      ttitle: course.ttitle,
      ptitle,
    });
  return (
    <Card variant="outlined" sx={{ width: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.course.getHref(course.bcid)}
        onClick={remember}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage path={course.image} />
        <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
          <ProgressBar percent={course.per} label={t('progress.of', { title: course.ttitle })} />
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {course.ttitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('course.weeks', { count: course.tdur })}
            {course.telective ? ` · ${t('course.elective')}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
