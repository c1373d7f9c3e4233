import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons/icons.tsx';
import { ScreenVariants } from '../../../components/screen-variants.tsx';
import type { CalendarEvent } from '../api/get-events.ts';
import { addMonths, dateOfDay, monthOf } from './calendar-days.ts';
import { MonthGrid } from './month-grid.tsx';
import { MonthList } from './month-list.tsx';

/**
 * 'All Events': a read-only month calendar (spec 1 §2), opening on the current month. Previous and
 * next move a month, Today comes back; Page Up and Page Down do the same from anywhere inside it.
 * Under the small breakpoint the month is a list of its days with events (both in a prerendered page
 * until hydrated, CSS showing the one that fits).
 */
export function MonthCalendar({ events, today }: { events: readonly CalendarEvent[]; today: string }) {
  const { t, i18n } = useTranslation('calendar');
  // Months away from today's, so that the month follows today: the server's while a prerendered page
  // hydrates, the device's from the render after (they differ in a test's clock, or across midnight).
  const [offset, setOffset] = useState(0);
  const month = addMonths(monthOf(today), offset);
  const headingId = useId();

  const eventsByDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) map.set(event.start, [...(map.get(event.start) ?? []), event]);
    return map;
  }, [events]);

  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dateOfDay(`${month.year}-${String(month.month).padStart(2, '0')}-01`));
  const move = (count: number) => setOffset((current) => current + count);

  return (
    <Box
      onKeyDown={(event) => {
        if (event.key === 'PageUp' || event.key === 'PageDown') {
          event.preventDefault();
          move(event.key === 'PageUp' ? -1 : 1);
        }
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <IconButton onClick={() => move(-1)} aria-label={t('previousMonth')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton onClick={() => move(1)} aria-label={t('nextMonth')}>
          <ChevronRightIcon />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => setOffset(0)}>
          {t('today')}
        </Button>
        <Typography
          id={headingId}
          component="h3"
          variant="h3"
          aria-live="polite"
          sx={{ ml: 1, fontSize: '1.15rem', textTransform: 'capitalize' }}
        >
          {monthName}
        </Typography>
      </Box>
      <ScreenVariants
        from="sm"
        narrow={<MonthList month={month} today={today} eventsByDay={eventsByDay} labelledBy={headingId} />}
        wide={<MonthGrid month={month} today={today} eventsByDay={eventsByDay} labelledBy={headingId} />}
      />
    </Box>
  );
}
