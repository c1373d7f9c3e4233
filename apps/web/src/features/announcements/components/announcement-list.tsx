import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../api/announcements.ts';
import { AnnouncementItem, type HeadingLevel } from './announcement-item.tsx';

/** Announcements newest first, or 'No Announcements'. */
export function AnnouncementList({
  announcements,
  headingLevel = 'h3',
}: {
  announcements: readonly Announcement[];
  headingLevel?: HeadingLevel;
}) {
  const { t } = useTranslation('announcements');
  if (announcements.length === 0) {
    return <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('noAnnouncements')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {announcements.map((announcement) => (
        <li key={announcement.annid}>
          <AnnouncementItem announcement={announcement} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
