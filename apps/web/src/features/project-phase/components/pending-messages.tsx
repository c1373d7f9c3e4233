import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../../lib/outbox.ts';
import type { OutgoingMessage } from '../api/send-project-message.ts';

/** The learner's messages kept on the device, not yet on the server: shown to them as pending. */
export function PendingMessages({ items }: { items: readonly OutboxItem<OutgoingMessage>[] }) {
  const { t } = useTranslation('project-phase');
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('pendingTitle')} sx={{ m: 0, p: 0, mt: 1, display: 'grid', gap: 1 }}>
      {items.map(({ id, body }) => (
        <Paper
          component="li"
          key={id}
          variant="outlined"
          sx={{
            listStyle: 'none',
            p: 1.5,
            ml: 'auto',
            maxWidth: { xs: '100%', sm: '85%' },
            borderStyle: 'dashed',
          }}
        >
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body.message}</Typography>
          {body.file && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('pendingFile', { name: body.file.name })}
            </Typography>
          )}
          <Chip size="small" label={t('pending')} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}
