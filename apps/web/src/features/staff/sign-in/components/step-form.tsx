import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';

export interface StepFormProps {
  title: string;
  intro?: ReactNode;
  /** The server's message for the last attempt; focus moves to it when it appears. */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  /**
   * A later step takes focus on its heading, so that a screen reader announces where the person now
   * is; the first step leaves it to its first field.
   */
  focusTitle?: boolean;
  children: ReactNode;
  /** Controls under the submit button (use a recovery code, start again). */
  footer?: ReactNode;
}

/** One step of the staff sign-in: its heading, the error of the last attempt, fields and a submit button. */
export function StepForm({
  title,
  intro,
  error,
  onSubmit,
  submitLabel,
  busy,
  focusTitle = true,
  children,
  footer,
}: StepFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  useEffect(() => {
    if (error !== null) alert.current?.focus();
  }, [error]);
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h2"
        sx={{ fontSize: '1.35rem', mb: 1, outline: 'none' }}
      >
        {title}
      </Typography>
      {intro && <Box sx={{ mb: 2 }}>{intro}</Box>}
      {error !== null && (
        <Alert ref={alert} tabIndex={-1} severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack spacing={1}>{children}</Stack>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 3 }}>
        {submitLabel}
      </Button>
      {footer && <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>{footer}</Box>}
    </Box>
  );
}
