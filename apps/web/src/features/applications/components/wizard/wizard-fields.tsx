import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../application-form/form-text-field.tsx';
import { useInvalid } from '../application-form/section-problem.tsx';
import type { WizardValues } from './wizard-values.ts';

/** A labelled text, date or select field of the wizard (see FormTextField). */
export function WizardField(props: FormTextFieldProps<WizardValues>) {
  return <FormTextField<WizardValues> {...props} />;
}

export interface YesNoFieldProps {
  name: 'international' | 'scholarship';
  label: string;
}

/** A Yes / No question of the wizard as two radio buttons, the form's problem about it under them. */
export function YesNoField({ name, label }: YesNoFieldProps) {
  const { t } = useTranslation('admissions');
  const { control } = useFormContext<WizardValues>();
  const labelId = useId();
  const { invalid, message, id, messageId } = useInvalid(name);
  return (
    <FormControl margin="dense" error={invalid}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            row
            id={id}
            aria-labelledby={labelId}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? messageId : undefined}
            {...field}
          >
            <FormControlLabel value="Yes" control={<Radio />} label={t('wizard.yes')} />
            <FormControlLabel value="No" control={<Radio />} label={t('wizard.no')} />
          </RadioGroup>
        )}
      />
      {message && (
        <FormHelperText id={messageId} sx={{ fontWeight: 600 }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
