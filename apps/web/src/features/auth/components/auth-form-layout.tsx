import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from './auth-messages.ts';
import type { AuthNotice } from './dialog-address.ts';

export interface AuthFormLayoutProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** While the call is under way the button is disabled; it comes back whatever the answer. */
  busy: boolean;
  /** The server's message for a failed call, when there is one to show. */
  error: string | null;
  notice?: AuthNotice | undefined;
  /** What heads the form, above any notice or error (the logos of the login and sign-up dialogs). */
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the button (to the other dialogs, to the staff site). */
  footer?: ReactNode;
}

/** The body of every auth dialog: notices, fields, the submit button (Enter submits), then links. */
export function AuthFormLayout({
  onSubmit,
  submitLabel,
  busy,
  error,
  notice,
  lead,
  children,
  footer,
}: AuthFormLayoutProps) {
  const serverText = useServerText();
  const { t } = useTranslation('common');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {lead}
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }}>
            {notice.message === undefined ? t('errors.generic') : serverText(notice.message)}
          </Alert>
        )}
        {error !== null && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pt: 0, pb: footer ? 1 : 3 }}>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
      {footer && (
        <Box
          sx={{
            px: 3,
            pb: 3,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            textAlign: 'center',
          }}
        >
          {footer}
        </Box>
      )}
    </Box>
  );
}
