import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { ContentLink } from '../../../components/content-link.tsx';
import type { CalendarEvent } from '../api/get-events.ts';
import { dateOfDay } from './calendar-days.ts';

/** 'Upcoming Events': month abbreviation, day, title and the optional link of each (spec 1 §2). */
export function UpcomingList({ events }: { events: readonly CalendarEvent[] }) {
  const { t, i18n } = useTranslation('calendar');
  if (events.length === 0) {
    return <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('noUpcomingEvents')}</Typography>;
  }
  const monthAbbreviation = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {events.map((event) => {
        const date = dateOfDay(event.start);
        return (
          <Box component="li" key={event.evid} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 56,
                py: 0.5,
                textAlign: 'center',
                borderRadius: 1,
                bgcolor: 'primary.light',
                color: 'primary.dark',
              }}
            >
              <Box sx={{ fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase' }}>
                {monthAbbreviation.format(date).replace('.', '')}
              </Box>
              <Box sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.1 }}>
                {Number(event.start.slice(8, 10))}
              </Box>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Box component="span" sx={visuallyHidden}>
                {`${fullDate.format(date)}: `}
              </Box>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {event.title}
              </Typography>
              {event.link && (
                <ContentLink href={event.link} aria-label={t('openLinkOf', { title: event.title })}>
                  {t('openLink')}
                </ContentLink>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
