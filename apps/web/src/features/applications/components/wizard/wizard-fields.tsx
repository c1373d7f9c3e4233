import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from './wizard-values.ts';

type TextFieldName = {
  [K in keyof WizardValues]: WizardValues[K] extends string ? K : never;
}[keyof WizardValues];

export interface WizardFieldProps {
  name: TextFieldName;
  label: string;
  /** The field the spec's check reported: marked invalid and described by the message. */
  invalid?: boolean;
  messageId?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'date' | 'tel';
  autoComplete?: string;
  readOnly?: boolean;
  /** Options of a select: [value, label]. */
  options?: readonly (readonly [string, string])[];
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  max?: string;
}

/** A labelled field of the wizard bound to its form; a select when `options` are given (native, for phones). */
export function WizardField({
  name,
  label,
  invalid = false,
  messageId,
  required = false,
  type = 'text',
  autoComplete = 'off',
  readOnly = false,
  options,
  inputMode,
  max,
}: WizardFieldProps) {
  const { t } = useTranslation('admissions');
  const { register } = useFormContext<WizardValues>();
  const { ref, ...field } = register(name);
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={label}
      type={options ? undefined : type}
      select={options !== undefined}
      required={required}
      fullWidth
      margin="dense"
      autoComplete={autoComplete}
      error={invalid}
      slotProps={{
        select: { native: true },
        inputLabel: type === 'date' || options ? { shrink: true } : {},
        htmlInput: {
          readOnly,
          ...(inputMode ? { inputMode } : {}),
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

export interface YesNoFieldProps {
  name: 'international' | 'scholarship';
  label: string;
  invalid?: boolean;
}

/** A Yes / No question of the wizard as two radio buttons. */
export function YesNoField({ name, label, invalid = false }: YesNoFieldProps) {
  const { t } = useTranslation('admissions');
  const { control } = useFormContext<WizardValues>();
  const labelId = useId();
  return (
    <FormControl margin="dense" error={invalid}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup row aria-labelledby={labelId} {...field}>
            <FormControlLabel value="Yes" control={<Radio />} label={t('wizard.yes')} />
            <FormControlLabel value="No" control={<Radio />} label={t('wizard.no')} />
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}
