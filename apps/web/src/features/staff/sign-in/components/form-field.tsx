import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VisibilityIcon, VisibilityOffIcon } from '../../../../components/icons/icons.tsx';

export interface FormFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error, in the visitor's language; announced when it appears. */
  error?: string | undefined;
  /** Shown under the field while there is no error. */
  hint?: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'text' | 'email' | 'numeric';
  autoFocus?: boolean;
}

/** A labelled field bound to react-hook-form; its hint or error describes it, an error is an alert. */
export function FormField({
  label,
  registration,
  error,
  hint,
  autoComplete,
  type = 'text',
  inputMode,
  autoFocus = false,
}: FormFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const { ref, ...field } = registration;
  const password = type === 'password';
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={label}
      type={password && visible ? 'text' : type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      margin="dense"
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={{
        formHelperText: error === undefined ? {} : { role: 'alert' },
        htmlInput: inputMode ? { inputMode } : {},
        input: password
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={visible ? t('password.hide') : t('password.show')}
                    onClick={() => setVisible((shown) => !shown)}
                  >
                    {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : {},
      }}
    />
  );
}
