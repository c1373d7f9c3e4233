import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../format-time.ts';
import type { ReviewMessage } from '../api/project-queries.ts';

/** A message's text, written by a learner: shown as text (never HTML), line breaks kept. */
function MessageText({ text }: { text: string }) {
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>;
}

export interface ReviewMessageItemProps {
  message: ReviewMessage;
  approved: boolean;
  /** The decision buttons, for a learner's message of a thread not yet approved. */
  decide?: ((decision: 'approve' | 'return') => void) | undefined;
}

/** One message of a thread: who and when, the text, its attachment, the staff replies, the decision buttons. */
export function ReviewMessageItem({ message, approved, decide }: ReviewMessageItemProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  return (
    <Box component="li" sx={{ listStyle: 'none', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('staffProject.byline', { name: message.uname, date: time.format(message.postedAt) })}
        </Typography>
        {message.author === 'staff' && (
          <Chip size="small" color="primary" label={t('staffProject.staffBadge')} />
        )}
        {approved && <Chip size="small" color="success" label={t('staffProject.approvedBadge')} />}
      </Box>
      <MessageText text={message.message} />
      {message.fileUrl && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('staffProject.attachment')}{' '}
          <Link href={message.fileUrl} target="_blank" rel="noopener">
            {message.fileName}
          </Link>
        </Typography>
      )}
      {message.replies.map((reply) => (
        <Box key={reply.id} sx={{ mt: 1.5, pl: 1.5, borderLeft: 2, borderColor: 'primary.main' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('staffProject.byline', { name: reply.uname, date: time.format(reply.postedAt) })}
          </Typography>
          <MessageText text={reply.message} />
        </Box>
      ))}
      {decide && (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" color="success" onClick={() => decide('approve')}>
            {t('staffProject.approve')}
          </Button>
          <Button variant="outlined" onClick={() => decide('return')}>
            {t('staffProject.return')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
