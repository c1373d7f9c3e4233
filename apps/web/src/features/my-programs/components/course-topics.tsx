import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgramProgress } from '../../../lib/user-progress.ts';
import { CourseCard } from './course-card.tsx';
import { takenCourses } from './taken-courses.ts';

/** The course topics of a program as a grid of cards (image, progress, title, weeks). */
export function CourseTopics({ program }: { program: ProgramProgress }) {
  const { t } = useTranslation('my-programs');
  const courses = takenCourses(program);
  if (courses.length === 0) return <Typography color="text.secondary">{t('dashboard.noCourses')}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('topics.list', { title: program.ptitle })}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {courses.map((course) => (
        <Box component="li" key={course.bcid} sx={{ display: 'flex' }}>
          <CourseCard course={course} ptitle={program.ptitle} headingLevel="h2" />
        </Box>
      ))}
    </Box>
  );
}
