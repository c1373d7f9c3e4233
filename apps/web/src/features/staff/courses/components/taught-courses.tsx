import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useTaughtCourses } from '../api/list-taught-courses.ts';

const columns = ['course', 'programme', 'batch', 'learners'] as const;

/** The batch courses the member teaches, each a link to its roster and switches. */
export function TaughtCourses() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const courses = useTaughtCourses(oid);
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('courses.intro')}</Typography>
      <QueryState
        query={courses}
        errorTitle={t('courses.failed')}
        isEmpty={(data) => data.courses.length === 0}
        empty={t('courses.empty')}
      >
        {(data) => (
          <Paper variant="outlined">
            <TableContainer tabIndex={0} role="region" aria-label={t('courses.tableLabel')}>
              <Table aria-label={t('courses.tableLabel')} size="small">
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 700 }}>
                        {t(`courses.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.courses.map((course) => (
                    <TableRow key={course.bcid} hover>
                      <TableCell>
                        <Link component={RouterLink} to={paths.staffCourse.getHref(course.bcid)}>
                          {course.ttitle}
                        </Link>
                      </TableCell>
                      <TableCell>{course.pname}</TableCell>
                      <TableCell>{course.batchTitle}</TableCell>
                      <TableCell>{course.learners}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        )}
      </QueryState>
    </>
  );
}
