import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUserCourseProgress } from '../api/get-user-course-progress.ts';

/**
 * The course page's way into the player: Start for a course the learner has not opened, Continue
 * (where they were last) otherwise. Shown once the learner's progress has loaded.
 */
export function PlayerEntryButton({
  courseId,
  hrefOf,
}: {
  courseId: string;
  hrefOf: (objectId?: string) => string;
}) {
  const { t } = useTranslation('course-player');
  const { data: course } = useUserCourseProgress(courseId);
  if (!course || course.nuggets.length === 0) return null;
  const started = course.lastObjid !== null;
  return (
    <Button variant="contained" component={RouterLink} to={hrefOf(course.lastObjid ?? undefined)}>
      {started ? t('continue') : t('start')}
    </Button>
  );
}
