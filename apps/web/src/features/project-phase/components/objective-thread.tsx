import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { type UniversityTime, useUniversityTime } from '../../../lib/university-time.ts';
import { type ProjectMessage, type ProjectThread, useProjectThread } from '../api/get-project-thread.ts';
import { FilePreviewDialog, type PreviewedFile } from './file-preview-dialog.tsx';
import { dayOf, longDate, timeOf } from './message-dates.ts';

const statusKeys = { 1: 'status.1', 2: 'status.2', 3: 'status.3' } as const;

/** MUI greys an unselected toggle below the 7:1 contrast the axe rules ask (ADR 0026). */
const toggleText = { color: 'text.primary' } as const;

/** Messages by the day they were posted, in order. */
function byDay(messages: ProjectMessage[], zone: UniversityTime): Array<[string, ProjectMessage[]]> {
  const days = new Map<string, ProjectMessage[]>();
  for (const message of messages) {
    const day = dayOf(message.postedAt, zone);
    days.set(day, [...(days.get(day) ?? []), message]);
  }
  return [...days.entries()];
}

function MessageBubble({
  message,
  approved,
  onPreview,
}: {
  message: ProjectMessage;
  approved: boolean;
  onPreview: (file: PreviewedFile) => void;
}) {
  const { t, i18n } = useTranslation('project-phase');
  const zone = useUniversityTime();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        p: 1.5,
        maxWidth: { xs: '100%', sm: '85%' },
        ml: message.mine ? 'auto' : 0,
        bgcolor: message.mine ? 'action.hover' : 'background.paper',
        borderColor: approved ? 'success.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="p">
          {message.uname}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {timeOf(message.postedAt, zone, i18n.language)}
        </Typography>
        {approved && <Chip size="small" color="success" label={t('approved')} />}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
      {message.fileUrl && message.fileName && (
        <Link
          component="button"
          type="button"
          onClick={() =>
            onPreview({
              name: message.fileName ?? '',
              url: message.fileUrl ?? '',
              type: message.fileType ?? '',
            })
          }
          sx={{ mt: 0.5, overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {t('viewFile', { name: message.fileName })}
        </Link>
      )}
      {message.reply.map((reply) => (
        <Box key={reply.id} sx={{ mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'primary.main' }}>
          <Typography variant="subtitle2" component="p">
            {reply.uname}{' '}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              {timeOf(reply.postedAt, zone, i18n.language)}
            </Typography>
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.message}</Typography>
        </Box>
      ))}
    </Paper>
  );
}

/** The thread's messages (or the approved one only), grouped by day under long-form dates. */
function ThreadMessages({
  thread,
  only,
  onPreview,
}: {
  thread: ProjectThread;
  only: 'all' | 'approved';
  onPreview: (file: PreviewedFile) => void;
}) {
  const { t, i18n } = useTranslation('project-phase');
  const zone = useUniversityTime();
  const shown =
    only === 'approved'
      ? thread.messages.filter((message) => message.id === thread.approvedMessageId)
      : thread.messages;
  if (shown.length === 0) {
    return (
      <Alert severity="info" sx={{ my: 1 }}>
        {only === 'approved' ? t('noApproved') : t('noMessages')}
      </Alert>
    );
  }
  return byDay(shown, zone).map(([day, messages]) => {
    const heading = longDate(messages[0]?.postedAt ?? day, zone, i18n.language);
    return (
      <Box key={day} component="section" aria-label={heading}>
        <Typography
          variant="overline"
          component="h4"
          sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', mt: 1 }}
        >
          {heading}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              approved={message.id === thread.approvedMessageId}
              onPreview={onPreview}
            />
          ))}
        </Box>
      </Box>
    );
  });
}

/**
 * An objective's thread, refreshed every 5 seconds while it is open: its status, the messages grouped
 * by day under long-form dates, and the 'See approved message' / 'See All message' toggle.
 */
export function ObjectiveThread({ bcid, objid }: { bcid: string; objid: string }) {
  const { t } = useTranslation('project-phase');
  const query = useProjectThread(bcid, objid);
  const [only, setOnly] = useState<'all' | 'approved'>('all');
  const [preview, setPreview] = useState<PreviewedFile | null>(null);
  return (
    <QueryState query={query} errorTitle={t('threadFailed')} errorTitleComponent="div">
      {({ thread }) =>
        thread && (
          <Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography variant="body2">
                {t('objectiveStatus')}: <strong>{t(statusKeys[thread.objStatus])}</strong>
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={only}
                onChange={(_event, value: 'all' | 'approved' | null) => value && setOnly(value)}
                aria-label={t('whichMessages')}
                sx={{ ml: { sm: 'auto' } }}
              >
                <ToggleButton value="approved" sx={toggleText}>
                  {t('seeApproved')}
                </ToggleButton>
                <ToggleButton value="all" sx={toggleText}>
                  {t('seeAll')}
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>
            <ThreadMessages thread={thread} only={only} onPreview={setPreview} />
            {preview && <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />}
          </Box>
        )
      }
    </QueryState>
  );
}
