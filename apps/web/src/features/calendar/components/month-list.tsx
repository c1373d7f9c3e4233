import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../api/get-events.ts';
import { dateOfDay } from './calendar-days.ts';
import { EventChip } from './event-chip.tsx';
import type { MonthViewProps } from './month-grid.tsx';

/** The month on a narrow screen: only the days that have events, one after the other. */
export function MonthList({ month, today, eventsByDay, labelledBy }: MonthViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const prefix = `${month.year}-${String(month.month).padStart(2, '0')}-`;
  const days: [string, CalendarEvent[]][] = [...eventsByDay.entries()]
    .filter(([day]) => day.startsWith(prefix))
    .sort(([a], [b]) => a.localeCompare(b));
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  if (days.length === 0) {
    return <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('noEventsThisMonth')}</Typography>;
  }
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {days.map(([day, events]) => (
        <Box
          component="li"
          key={day}
          aria-current={day === today ? 'date' : undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: '6.5rem minmax(0, 1fr)',
            gap: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="span" sx={{ fontWeight: day === today ? 700 : 600, fontSize: '0.9rem' }}>
            {format.format(dateOfDay(day))}
            {day === today ? ` (${t('today')})` : ''}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 0.5,
              minWidth: 0,
            }}
          >
            {events.map((event) => (
              <li key={event.evid}>
                <EventChip event={event} wrap />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
