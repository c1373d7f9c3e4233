import type { PaperForm } from '@aula/contract/paper-form';
import TextField from '@mui/material/TextField';
import { type FieldPathByValue, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInvalid } from '../application-form/section-problem.tsx';

export type PaperTextPath = FieldPathByValue<PaperForm, string>;

export interface PaperFieldProps {
  name: PaperTextPath;
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
  inputMode?: 'text' | 'numeric' | 'tel';
  onChange?: (value: string) => void;
}

/** A text, date or select field of the paper form bound to its path, marked when the submit check is about it. */
export function PaperField({
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
}: PaperFieldProps) {
  const { t } = useTranslation('paper-form');
  const { register } = useFormContext<PaperForm>();
  const { ref, ...field } = register(
    name,
    onChange ? { onChange: (event) => onChange(event.target.value) } : {},
  );
  const { invalid, messageId } = useInvalid(name);
  return (
    <TextField
      {...field}
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
      helperText={helperText}
      slotProps={{
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
          <option value="">{t('select')}</option>
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
