import {
  projectAttachmentExtension,
  projectAttachmentMaxBytes,
  projectMessages,
} from '@aula/contract/project-phase';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostOutcome } from '../../../lib/outbox.ts';
import { useProjectOutbox } from '../api/send-project-message.ts';
import { PendingMessages } from './pending-messages.tsx';
import { AttachIcon, SendIcon } from './project-icons.tsx';
import { useSendFailure } from './send-failure.ts';

/** The spec's check of a chosen file: its size, then its type by name (the server judges its bytes). */
function fileProblem(file: File): string | undefined {
  if (file.size > projectAttachmentMaxBytes) return projectMessages.fileTooLarge;
  if (!projectAttachmentExtension(file.name)) return projectMessages.wrongFileType;
  return undefined;
}

export interface MessageComposerProps {
  bcid: string;
  objid: string;
  fileEnable: boolean;
}

/**
 * The message box of a thread: Enter sends (Shift+Enter starts a new line); attach where allowed. A
 * message sent offline waits on the device, shown as pending, and goes when the connection returns.
 */
export function MessageComposer({ bcid, objid, fileEnable }: MessageComposerProps) {
  const { t } = useTranslation('project-phase');
  const outbox = useProjectOutbox(bcid);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const failure = useSendFailure(outcome && 'refused' in outcome ? outcome.refused : outbox.failure);
  const pending = outbox.items.filter((item) => item.body.objid === objid);
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const picker = useRef<HTMLInputElement>(null);
  const fileInputId = useId();

  const submit = async () => {
    if (sending) return;
    if (message.trim() === '') {
      setProblem(projectMessages.emptyMessage);
      return;
    }
    setProblem(undefined);
    setOutcome(null);
    setSending(true);
    const result = await outbox.post({ objid, message, file });
    setSending(false);
    setOutcome(result);
    if (!('refused' in result)) {
      setMessage('');
      setFile(undefined);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const choose = (chosen: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!chosen) return;
    const wrong = fileProblem(chosen);
    setProblem(wrong);
    setFile(wrong ? undefined : chosen);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ mt: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
          label={t('message')}
          multiline
          maxRows={6}
          fullWidth
          error={problem === projectMessages.emptyMessage}
          helperText={t('enterSends')}
        />
        {fileEnable && (
          <>
            <input
              ref={picker}
              id={fileInputId}
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              hidden
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <Tooltip title={t('attach')}>
              <IconButton onClick={() => picker.current?.click()} aria-label={t('attach')} sx={{ mt: 1 }}>
                <AttachIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        <Tooltip title={t('send')}>
          <span>
            <IconButton
              type="submit"
              color="primary"
              aria-label={t('send')}
              disabled={sending}
              sx={{ mt: 1 }}
            >
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {file && (
        <Chip
          label={file.name}
          onDelete={() => setFile(undefined)}
          sx={{ mt: 1, maxWidth: '100%' }}
          aria-label={t('attached', { name: file.name })}
        />
      )}
      <PendingMessages items={pending} />
      <Box role="status">
        {outbox.offline && pending.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('offline')}
          </Alert>
        )}
      </Box>
      <Box role="alert">
        {(problem ?? failure) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem ?? failure}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
