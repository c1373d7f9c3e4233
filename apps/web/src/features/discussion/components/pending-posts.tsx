import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../../lib/outbox.ts';
import type { DiscussionPost } from '../api/discussion-outbox.ts';

/** The learner's posts kept on the device, not yet on the server: shown to them alone, as pending. */
export function PendingPosts({ items }: { items: readonly OutboxItem<DiscussionPost>[] }) {
  const { t } = useTranslation('discussion');
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('pendingTitle')} sx={{ m: 0, p: 0, mb: 2, display: 'grid', gap: 1 }}>
      {items.map(({ id, body }) => (
        <Paper
          component="li"
          key={id}
          variant="outlined"
          sx={{ p: 2, listStyle: 'none', borderStyle: 'dashed' }}
        >
          {body.change.qtype === 1 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mb: 0.5 }}>
              {t('pendingAnswerTo', { question: body.about ?? '' })}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {body.change.qtype === 0 ? body.change.question : body.change.answer}
          </Typography>
          <Chip size="small" label={t('pending')} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}
