import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../format-time.ts';
import type { StaffAnswer } from '../api/list-course-discussion.ts';

type Post = Pick<StaffAnswer, 'username' | 'authorKind' | 'postedAt' | 'hidden' | 'held'>;

/** A learner's text: shown as text (never HTML), its line breaks kept, long words wrapped. */
export function PostText({ text }: { text: string }) {
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>;
}

/** Who wrote a post and when, the staff badge from the author kind, whether and why it is hidden or held. */
export function PostMeta({ post }: { post: Post }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('discussion.byline', { username: post.username, date: time.format(post.postedAt) })}
        </Typography>
        {post.authorKind === 'staff' && (
          <Chip size="small" color="primary" label={t('discussion.staffBadge')} />
        )}
        {post.hidden && <Chip size="small" color="warning" label={t('discussion.hiddenBadge')} />}
        {post.held && <Chip size="small" color="info" label={t(`discussion.heldBadge.${post.held.for}`)} />}
      </Box>
      {post.hidden && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('discussion.hiddenBy', {
            by: post.hidden.by,
            date: time.format(post.hidden.at),
            reason: post.hidden.reason,
          })}
        </Typography>
      )}
    </Box>
  );
}
