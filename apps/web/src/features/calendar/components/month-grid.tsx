import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../api/get-events.ts';
import { dateOfDay, type Month, monthWeeks, weekStartOf } from './calendar-days.ts';
import { EventChip } from './event-chip.tsx';

export interface MonthViewProps {
  month: Month;
  today: string;
  eventsByDay: ReadonlyMap<string, CalendarEvent[]>;
  /** The id of the heading that names the month, which labels the grid. */
  labelledBy: string;
}

/** Names of the week's days, short and long, starting on `weekStart`. */
function weekdayNames(language: string, weekStart: number) {
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(1970, 0, 4 + weekStart + index));
    return { short: short.format(date), long: long.format(date) };
  });
}

/** The month as a table of weeks: each day with its events, today marked (aria-current="date"). */
export function MonthGrid({ month, today, eventsByDay, labelledBy }: MonthViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const weekStart = weekStartOf(i18n.language);
  const weeks = monthWeeks(month, weekStart);
  const fullDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <Box
      component="table"
      aria-labelledby={labelledBy}
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
    >
      <thead>
        <tr>
          {weekdayNames(i18n.language, weekStart).map((name) => (
            <Box
              component="th"
              scope="col"
              key={name.long}
              abbr={name.long}
              sx={{ py: 1, fontSize: '0.85rem', color: 'text.secondary', fontWeight: 600 }}
            >
              {name.short}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.day}>
            {week.map(({ day, inMonth }) => {
              const isToday = day === today;
              const events = eventsByDay.get(day) ?? [];
              return (
                <Box
                  component="td"
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  sx={{
                    verticalAlign: 'top',
                    height: 96,
                    p: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: inMonth ? 'background.paper' : 'action.hover',
                  }}
                >
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      minWidth: 28,
                      height: 28,
                      borderRadius: '50%',
                      fontSize: '0.85rem',
                      fontWeight: isToday ? 700 : 400,
                      color: isToday ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                      bgcolor: isToday ? 'primary.main' : 'transparent',
                    }}
                  >
                    <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {fullDate.format(dateOfDay(day))}
                      {isToday ? `, ${t('today')}` : ''}
                    </Box>
                  </Box>
                  {events.length > 0 && (
                    <Box
                      component="ul"
                      sx={{
                        listStyle: 'none',
                        m: 0,
                        p: 0,
                        display: 'grid',
                        gridTemplateColumns: 'minmax(0, 1fr)',
                        gap: 0.5,
                      }}
                    >
                      {events.map((event) => (
                        <li key={event.evid}>
                          <EventChip event={event} />
                        </li>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
