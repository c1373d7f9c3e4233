import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';

/** A failure that may pass if the same call is sent again: no answer, too many calls, the server's trouble. */
function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.code === 'RATE_LIMITED' || error.status >= 500;
}

/**
 * A refused or failed call, said in an alert that takes the focus: the server's message (a file refused
 * whole says why), and Try again when sending the same again may succeed.
 */
export function CallFailure({
  error,
  onRetry,
  detail,
}: {
  error: unknown;
  onRetry: () => void;
  /** What the refusal names, said after its sentence (the courses that hold a file, say). */
  detail?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const errorText = useStaffErrorText();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      severity="error"
      role="alert"
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
      action={
        retryable(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {errorText(error)}
      {detail && ` ${detail}`}
    </Alert>
  );
}
