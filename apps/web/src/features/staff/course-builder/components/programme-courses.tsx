import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useCreateCourse } from '../api/create-course.ts';
import { useProgrammeCourses } from '../api/programme-courses.ts';
import { CourseFieldsForm } from './course-fields-form.tsx';
import { fieldErrorsOf } from './field-errors.ts';

function NewCourse({ pid }: { pid: string }) {
  const { t } = useTranslation('course-builder');
  const { oid } = useOrganisation();
  const navigate = useNavigate();
  const errorText = useStaffErrorText();
  const create = useCreateCourse();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="new-course-heading"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="new-course-heading" component="h2" variant="h5">
        {t('newCourse')}
      </Typography>
      {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
      <CourseFieldsForm
        serverErrors={fieldErrorsOf(create.error)}
        saving={create.isPending}
        submitLabel={t('create')}
        onSubmit={async (course) => {
          const { tid } = await create.mutateAsync({ oid, pid, course }).catch(() => ({ tid: null }));
          if (tid) await navigate(paths.staffCourseBuilder.getHref(pid, tid));
        }}
      />
    </Paper>
  );
}

/** A programme's courses, published or draft, each opening its builder; and a new course. */
export function ProgrammeCourses({ pid }: { pid: string }) {
  const { t } = useTranslation('course-builder');
  const query = useProgrammeCourses(pid);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <QueryState query={query} errorTitle={t('loadCoursesFailed')}>
        {({ courses }) =>
          courses.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('noCourses')}</Typography>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
              {courses.map((course) => (
                <Paper
                  component="li"
                  variant="outlined"
                  key={course.tid}
                  sx={{ listStyle: 'none', p: 1.5, display: 'grid', gap: 0.5 }}
                >
                  <Link
                    component={RouterLink}
                    to={paths.staffCourseBuilder.getHref(pid, course.tid)}
                    sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                  >
                    {course.ttitle}
                  </Link>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ color: 'text.secondary' }}>
                      {t('courseSummary', { weeks: course.tduration, units: course.units })}
                    </Typography>
                    <Chip
                      size="small"
                      color={course.published ? 'success' : 'default'}
                      label={course.published ? t('published') : t('draft')}
                    />
                    {course.published && course.unpublishedChanges && (
                      <Chip size="small" label={t('unpublishedChanges')} />
                    )}
                  </Box>
                </Paper>
              ))}
            </Box>
          )
        }
      </QueryState>
      <NewCourse pid={pid} />
    </Box>
  );
}
