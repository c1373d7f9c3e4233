import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../../lib/use-online.ts';
import { fieldElementId, type SectionProblem, SectionProblemContext } from './section-problem.tsx';

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

/**
 * Focuses the field a problem is about (an upload: its Choose button), which scrolls it into view; the
 * address is left as it is (a fragment would not focus a field on every browser).
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const target = document.getElementById(fieldElementId(field));
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * An admission form's fields with the problem of its last check (spec 3 §5, the first failure), as
 * GOV.UK's error summary does: announced in a summary above the fields that links to the field, and
 * shown again under the field itself (which is marked invalid and described by it). A save that
 * failed otherwise is said under the fields, by the button.
 */
export function CheckedFields({ problem, onDismiss, saveFailed, children }: CheckedFieldsProps) {
  const { t } = useTranslation('admissions');
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('problemSummary')}
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <li>
              <Link
                href={`#${fieldElementId(problem.field)}`}
                color="error.dark"
                onClick={(event) => focusField(event, problem.field)}
                sx={{ fontWeight: 600 }}
              >
                {problem.message}
              </Link>
            </li>
          </Box>
        </Alert>
      )}
      <SectionProblemContext value={{ problem, dismiss: onDismiss }}>{children}</SectionProblemContext>
      {saveFailed !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {saveFailed}
        </Alert>
      )}
    </>
  );
}
