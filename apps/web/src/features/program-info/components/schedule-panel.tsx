import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatProgramDate } from '../../../lib/program-dates.ts';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { type AcademicSchedule, useAcademicSchedule } from '../api/get-academic-schedule.ts';

type ScheduledEvent = AcademicSchedule['events'][number];

function EventLink({ event }: { event: ScheduledEvent }) {
  if (!event.link) return <>{event.title}</>;
  if (event.link.startsWith('/')) {
    return (
      <Link component={RouterLink} to={event.link}>
        {event.title}
      </Link>
    );
  }
  return (
    <Link href={event.link} target="_blank" rel="noopener noreferrer">
      {event.title}
    </Link>
  );
}

/** A span of days; each date stays on one line so a narrow column breaks only between them. */
function DateRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {from}
      </Box>
      {' – '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {to}
      </Box>
    </>
  );
}

function Schedule({ schedule }: { schedule: AcademicSchedule }) {
  const { t, i18n } = useTranslation('program-info');
  const zone = useUniversityTime();
  const coursesId = useId();
  const date = (day: string) => formatProgramDate(day, i18n.language, zone);
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography>
        {t('schedule.batch', { title: schedule.btitle, start: date(schedule.psd), end: date(schedule.ped) })}
      </Typography>
      <section>
        <Typography id={coursesId} component="h2" variant="h2" sx={{ mb: 2 }}>
          {t('schedule.courses')}
        </Typography>
        {schedule.courses.length === 0 ? (
          <Typography>{t('schedule.noCourses')}</Typography>
        ) : (
          // On a narrow screen the table scrolls sideways: the keyboard can reach and scroll it too.
          <TableContainer
            tabIndex={0}
            role="region"
            aria-labelledby={coursesId}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Table size="small" aria-labelledby={coursesId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('schedule.course')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('schedule.weeks')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('schedule.dates')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {schedule.courses.map((course) => (
                  <TableRow key={course.bcid}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {course.ttitle}
                      {course.telective && (
                        <Chip label={t('schedule.elective')} size="small" variant="outlined" sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>
                      {course.startWeek === course.endWeek
                        ? t('schedule.week', { week: course.startWeek })
                        : t('schedule.weekRange', { from: course.startWeek, to: course.endWeek })}
                    </TableCell>
                    <TableCell>
                      <DateRange from={date(course.startDay)} to={date(course.endDay)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </section>
      <section>
        <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
          {t('schedule.events')}
        </Typography>
        {schedule.events.length === 0 ? (
          <Typography>{t('schedule.noEvents')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, sm: 1 } }}
          >
            {schedule.events.map((event) => (
              <Box
                component="li"
                key={event.evid}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '8em minmax(0, 1fr)' },
                  columnGap: 2,
                }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {date(event.start)}
                </Typography>
                <Typography component="span">
                  <EventLink event={event} />
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </section>
    </Box>
  );
}

/** Tab 6, academic schedule: the batch's dates, its courses week by week and its events. */
export function SchedulePanel({ bpid }: { bpid: string }) {
  const { t } = useTranslation('program-info');
  return (
    <QueryState query={useAcademicSchedule(bpid)} errorTitle={t('schedule.loadFailed')}>
      {(schedule) => <Schedule schedule={schedule} />}
    </QueryState>
  );
}
