import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useOnline } from '../../../../lib/use-online.ts';
import { problemMessageId, type SectionProblem, SectionProblemContext } from './section-problem.tsx';

export interface DraftNoticesProps {
  restored: boolean;
  keptOnDevice: boolean;
  /** The form's words: offline, the draft restored, the draft kept. */
  messages: { offline: string; restored: string; kept: string };
}

/**
 * Above an admission form: that the browser is offline (what is typed is kept), that unsaved answers
 * were restored from the device, and, as a status, that what is on screen is kept on the device.
 */
export function DraftNotices({ restored, keptOnDevice, messages }: DraftNoticesProps) {
  const online = useOnline();
  return (
    <>
      {!online && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {messages.offline}
        </Alert>
      )}
      {restored && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {messages.restored}
        </Alert>
      )}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}>
        {keptOnDevice ? messages.kept : ''}
      </Typography>
    </>
  );
}

export interface CheckedFieldsProps {
  problem: SectionProblem | null;
  /** Takes the problem away (the learner acted on its field). */
  onDismiss: () => void;
  /** The form's words when a save failed for another reason than a check; null when it did not. */
  saveFailed: string | null;
  children: ReactNode;
}

/** An admission form's fields, the one its problem is about marked, and the problem (or the failure) under them. */
export function CheckedFields({ problem, onDismiss, saveFailed, children }: CheckedFieldsProps) {
  return (
    <>
      <SectionProblemContext value={{ problem, dismiss: onDismiss }}>{children}</SectionProblemContext>
      {problem && (
        <Typography id={problemMessageId} color="error" role="alert" sx={{ mt: 2, fontWeight: 600 }}>
          {problem.message}
        </Typography>
      )}
      {saveFailed !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {saveFailed}
        </Alert>
      )}
    </>
  );
}
