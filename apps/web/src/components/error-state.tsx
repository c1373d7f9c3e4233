import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error.ts';

type ErrorMessageKey =
  | 'errors.network'
  | 'errors.notFound'
  | 'errors.forbidden'
  | 'errors.notConfigured'
  | 'errors.rateLimited'
  | 'errors.generic';

function messageKey(error: unknown): ErrorMessageKey {
  if (!(error instanceof ApiError)) return 'errors.generic';
  switch (error.code) {
    case 'NETWORK':
      return 'errors.network';
    case 'NOT_FOUND':
      return 'errors.notFound';
    // Refused, not broken: "went wrong on our side" would send the reader to Retry for nothing.
    case 'FORBIDDEN':
      return 'errors.forbidden';
    case 'NOT_CONFIGURED':
      return 'errors.notConfigured';
    case 'RATE_LIMITED':
      return 'errors.rateLimited';
    default:
      return 'errors.generic';
  }
}

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded, as a sentence ("We could not load the programs."). */
  title?: string;
  retrying?: boolean;
  /** The title's element: `h1` when the error is all the page shows. */
  titleComponent?: 'h1' | 'h2' | 'h3' | 'div';
}

/** Any failed load: what went wrong in the visitor's language, and a Retry button. Never a blank page. */
export function ErrorState({
  error,
  onRetry,
  title,
  retrying = false,
  titleComponent = 'div',
}: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ alignItems: 'center', bgcolor: 'background.paper' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </Button>
      }
    >
      <AlertTitle component={titleComponent} sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title ?? t('errors.title')}
      </AlertTitle>
      {t(messageKey(error))}
    </Alert>
  );
}
