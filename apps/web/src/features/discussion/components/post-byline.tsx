import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUniversityTime } from '../../../lib/university-time.ts';
import { formatPostedAt } from './posted-at.ts';

export interface PostBylineProps {
  username: string;
  postedAt: string;
  /** The server's author kind: the staff badge comes from it alone, never from the name's text. */
  staff: boolean;
}

/** Who wrote a post and when, with the staff badge on a post by the course's staff. */
export function PostByline({ username, postedAt, staff }: PostBylineProps) {
  const { t, i18n } = useTranslation('discussion');
  const zone = useUniversityTime();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('byline', { username, date: formatPostedAt(postedAt, zone, i18n.language) })}
      </Typography>
      {staff && <Chip size="small" color="primary" label={t('staffBadge')} />}
    </Box>
  );
}
