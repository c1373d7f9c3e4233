import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useNow } from '../../../lib/page-clock.ts';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { useEvents } from '../api/get-events.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { upcomingEvents } from './upcoming-events.ts';
import { UpcomingList } from './upcoming-list.tsx';

/** The Events screen titled Calendar (spec 1 §2): 'All Events' and 'Upcoming Events' of the learner's batches. */
export function EventsScreen({ bpids }: { bpids: readonly string[] }) {
  const { t } = useTranslation('calendar');
  const allId = useId();
  const upcomingId = useId();
  const zone = useUniversityTime();
  const now = useNow();
  const today = zone.day(now);
  return (
    <QueryState query={useEvents(bpids)} errorTitle={t('loadFailed')}>
      {(events) => (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <Paper
            component="section"
            aria-labelledby={allId}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Typography id={allId} component="h2" variant="h2" sx={{ mb: 1 }}>
              {t('allEvents')}
            </Typography>
            <MonthCalendar events={events} today={today} />
          </Paper>
          <Paper
            component="section"
            aria-labelledby={upcomingId}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Typography id={upcomingId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
              {t('upcomingEvents')}
            </Typography>
            <UpcomingList events={upcomingEvents(events, now, zone)} />
          </Paper>
        </Box>
      )}
    </QueryState>
  );
}
