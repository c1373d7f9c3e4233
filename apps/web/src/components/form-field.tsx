import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VisibilityIcon, VisibilityOffIcon } from './icons/icons.tsx';

export interface FormFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error, already in the visitor's language; announced when it appears. */
  error?: string | undefined;
  /** Shown under the field while there is no error (a rule the field must meet). */
  hint?: string;
  autoComplete: string;
  type?: 'text' | 'email';
  inputMode?: 'text' | 'email' | 'numeric';
  autoFocus?: boolean;
}

interface FieldInternals {
  /** The input's own type, when it differs from the field's (a password shown as text). */
  inputType?: string;
  endAdornment?: ReactNode;
}

/**
 * A labelled form field bound to react-hook-form (the learner's and the staff's sign-in forms alike). Its helper text (the hint, or the error) describes
 * it (`aria-describedby`), and an error is also a live alert so that it is heard when it appears.
 */
export function FormField({
  label,
  registration,
  error,
  hint,
  autoComplete,
  type = 'text',
  inputMode,
  autoFocus = false,
  endAdornment,
  inputType,
}: FormFieldProps & FieldInternals) {
  const { ref, ...field } = registration;
  const helper = error ?? hint;
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={label}
      type={inputType ?? type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      margin="dense"
      error={error !== undefined}
      helperText={helper}
      slotProps={{
        formHelperText: error === undefined ? {} : { role: 'alert' },
        htmlInput: inputMode ? { inputMode } : {},
        input: endAdornment ? { endAdornment } : {},
      }}
    />
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'inputMode'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      inputType={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? t('password.hide') : t('password.show')}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
