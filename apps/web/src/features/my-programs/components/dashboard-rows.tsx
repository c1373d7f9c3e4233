import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgramProgress } from '../../../lib/user-progress.ts';
import { CourseCarousel } from './course-carousel.tsx';
import { EmptyHome } from './empty-home.tsx';
import { takenCourses } from './taken-courses.ts';

/** One row per program, titled with the program, holding a carousel of its course cards. */
export function DashboardRows({ programs }: { programs: readonly ProgramProgress[] }) {
  const { t } = useTranslation('my-programs');
  if (programs.length === 0) return <EmptyHome />;
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {programs.map((program) => (
        <Box
          component="section"
          key={program.bpid}
          aria-labelledby={`row-${program.bpid}`}
          sx={{ minWidth: 0 }}
        >
          <Typography id={`row-${program.bpid}`} component="h2" variant="h2" sx={{ mb: 2 }}>
            {program.ptitle}
          </Typography>
          {takenCourses(program).length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.noCourses')}</Typography>
          ) : (
            <CourseCarousel program={program} />
          )}
        </Box>
      ))}
    </Box>
  );
}
