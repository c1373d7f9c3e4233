import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { ContentLink } from '../../../components/content-link.tsx';
import type { CalendarEvent } from '../api/get-events.ts';

const chip = {
  display: 'block',
  px: 0.75,
  py: 0.25,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '0.8rem',
  lineHeight: 1.4,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'primary.dark' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 1 },
} as const;

/**
 * One event in a day of the month: its title, cut to the cell's width (or wrapped, in the narrow
 * list), in full in a tooltip on hover and on keyboard focus (so it can be focused even without a link).
 */
export function EventChip({ event, wrap = false }: { event: CalendarEvent; wrap?: boolean }) {
  const sx = wrap ? { ...chip, whiteSpace: 'normal', overflowWrap: 'anywhere' } : chip;
  return (
    <Tooltip title={event.title} describeChild>
      {event.link ? (
        <ContentLink href={event.link} sx={{ ...sx, color: 'primary.contrastText' }}>
          {event.title}
        </ContentLink>
      ) : (
        <Box component="span" tabIndex={0} sx={sx}>
          {event.title}
        </Box>
      )}
    </Tooltip>
  );
}
