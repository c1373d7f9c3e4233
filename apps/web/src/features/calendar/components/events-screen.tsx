import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useEvents } from '../api/get-events.ts';
import { dayIn } from './calendar-days.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { SubscribeDialog } from './subscribe-dialog.tsx';
import { upcomingEvents } from './upcoming-events.ts';
import { UpcomingList } from './upcoming-list.tsx';

/** The Events screen titled Calendar (spec 1 §2): 'All Events' and 'Upcoming Events' of the learner's batches. */
export function EventsScreen({ bpids }: { bpids: readonly string[] }) {
  const { t } = useTranslation('calendar');
  const events = useEvents(bpids);
  const [subscribing, setSubscribing] = useState(false);
  const allId = useId();
  const upcomingId = useId();
  const now = new Date();
  const today = dayIn(now);

  let content: ReactNode;
  if (events.isPending) content = <PageLoading />;
  else if (events.isError)
    content = (
      <ErrorState
        error={events.error}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
        title={t('loadFailed')}
      />
    );
  else
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Paper component="section" aria-labelledby={allId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography id={allId} component="h2" variant="h2" sx={{ mb: 1 }}>
            {t('allEvents')}
          </Typography>
          <MonthCalendar events={events.data} today={today} />
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
          <UpcomingList events={upcomingEvents(events.data, now)} />
        </Paper>
      </Box>
    );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography component="h1" variant="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="outlined" onClick={() => setSubscribing(true)}>
          {t('subscribe.button')}
        </Button>
      </Box>
      {content}
      <SubscribeDialog open={subscribing} onClose={() => setSubscribing(false)} />
    </>
  );
}
