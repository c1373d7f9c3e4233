import TextField from '@mui/material/TextField';
import { type FieldPathByValue, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInvalid } from './section-problem.tsx';

export interface FormTextFieldProps<T extends FieldValues> {
  name: FieldPathByValue<T, string>;
  label: string;
  /** In a table cell the label is the input's accessible name only (the column heads show it). */
  cell?: boolean;
  required?: boolean;
  type?: 'text' | 'date' | 'tel' | 'email';
  readOnly?: boolean;
  multiline?: boolean;
  /** Options of a select: [value, label] (native, for phones). */
  options?: readonly (readonly [string, string])[];
  min?: string;
  max?: string;
  helperText?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  onChange?: (value: string) => void;
}

/**
 * A text, date or select field of an admission form bound to its path; the field a failed check is
 * about (the form's problem, spec 3 §5) is marked invalid, with the message under it describing it.
 */
export function FormTextField<T extends FieldValues>({
  name,
  label,
  cell = false,
  required = false,
  type = 'text',
  readOnly = false,
  multiline = false,
  options,
  min,
  max,
  helperText,
  autoComplete = 'off',
  inputMode,
  onChange,
}: FormTextFieldProps<T>) {
  const { t } = useTranslation('admissions');
  const { register } = useFormContext<T>();
  const { ref, ...field } = register(
    name,
    onChange ? { onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : {},
  );
  const { invalid, message, id, messageId } = useInvalid(name);
  return (
    <TextField
      {...field}
      id={id}
      inputRef={ref}
      label={cell ? undefined : label}
      type={options ? undefined : type}
      select={options !== undefined}
      required={required}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      size={cell ? 'small' : 'medium'}
      margin={cell ? 'none' : 'dense'}
      autoComplete={autoComplete}
      error={invalid}
      helperText={message ?? helperText}
      slotProps={{
        formHelperText: message ? { sx: { fontWeight: 600 } } : {},
        select: { native: true },
        inputLabel: type === 'date' || options ? { shrink: true } : {},
        htmlInput: {
          readOnly,
          ...(cell ? { 'aria-label': label } : {}),
          ...(inputMode ? { inputMode } : {}),
          ...(min ? { min } : {}),
          ...(max ? { max } : {}),
          ...(invalid ? { 'aria-invalid': true, 'aria-describedby': messageId } : {}),
        },
      }}
    >
      {options && (
        <>
          <option value="">{t('wizard.select')}</option>
          {options.map(([value, optionLabel]) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </>
      )}
    </TextField>
  );
}
