import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useTaughtCourses } from '../../courses/api/list-taught-courses.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { CourseIaMarks } from './course-ia-marks.tsx';

/**
 * IA marks of the courses the member teaches (ADR 0076): choose a course (kept in the address), then
 * enter marks in its grid or from a CSV file, publish components, and answer learners' concerns.
 */
export function StaffIaMarks() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const courses = useTaughtCourses(oid);
  const search = useSearchState();
  const chosen = search.get('course');
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('staffIaMarks.intro')}</Typography>
      <QueryState
        query={courses}
        errorTitle={t('staffIaMarks.coursesFailed')}
        isEmpty={(list) => list.courses.length === 0}
        empty={t('staffIaMarks.noCourses')}
      >
        {(list) => {
          const course = list.courses.find((row) => row.bcid === chosen);
          return (
            <>
              <TextField
                select
                label={t('staffIaMarks.course')}
                value={course?.bcid ?? ''}
                onChange={(event) => search.update({ course: event.target.value, tab: undefined })}
                fullWidth
                sx={{ maxWidth: 600 }}
              >
                {list.courses.map((row) => (
                  <MenuItem key={row.bcid} value={row.bcid}>
                    {t('staffIaMarks.courseOption', { course: row.ttitle, batch: row.batchTitle })}
                  </MenuItem>
                ))}
              </TextField>
              {course ? (
                <CourseIaMarks key={course.bcid} bcid={course.bcid} />
              ) : (
                <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('staffIaMarks.choose')}</Typography>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
