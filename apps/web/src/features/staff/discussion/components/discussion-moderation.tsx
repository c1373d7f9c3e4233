import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useDiscussionCourses } from '../api/list-discussion-courses.ts';
import { CourseThreads } from './course-threads.tsx';

/**
 * The discussion of the courses the member teaches (ADR 0074): choose a course (kept in the address),
 * then answer its questions as staff, hide a post with a reason, lock a question.
 */
export function DiscussionModeration() {
  const { t } = useTranslation('staff');
  const courses = useDiscussionCourses();
  const search = useSearchState();
  const chosen = search.get('course');
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('discussion.intro')}</Typography>
      <QueryState
        query={courses}
        errorTitle={t('discussion.coursesFailed')}
        isEmpty={(list) => list.rows.length === 0}
        empty={t('discussion.noCourses')}
      >
        {(list) => {
          const course = list.rows.find((row) => row.bcid === chosen);
          return (
            <>
              <TextField
                select
                label={t('discussion.course')}
                value={course?.bcid ?? ''}
                onChange={(event) => search.update({ course: event.target.value })}
                fullWidth
                sx={{ maxWidth: 600 }}
              >
                {list.rows.map((row) => (
                  <MenuItem key={row.bcid} value={row.bcid}>
                    {t('discussion.courseOption', {
                      course: row.courseTitle,
                      batch: row.batchTitle,
                      count: row.unanswered,
                    })}
                    {row.held > 0 && t('discussion.heldOption', { count: row.held })}
                  </MenuItem>
                ))}
              </TextField>
              {course ? (
                <CourseThreads key={course.bcid} bcid={course.bcid} />
              ) : (
                <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('discussion.choose')}</Typography>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
