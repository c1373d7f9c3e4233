import { isMauritian, type PaperForm } from '@aula/contract/paper-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PaperField } from './paper-field.tsx';
import { PaperSection } from './paper-section.tsx';
import { PaperUpload } from './paper-upload.tsx';

/** D. Payment of application fee, shown to Mauritian nationals only: online transfer or bank draft. */
export function PaymentSection() {
  const { t } = useTranslation('paper-form');
  const { control } = useFormContext<PaperForm>();
  const nationality = useWatch({ control, name: 'nationality' });
  const mode = useWatch({ control, name: 'payMode' });
  const labelId = useId();
  if (!isMauritian(nationality)) return null;
  return (
    <PaperSection letter="D">
      <Typography sx={{ mb: 1 }}>{t('payment.forMauritians')}</Typography>
      <FormControl margin="dense">
        <FormLabel id={labelId}>{t('payment.mode')}</FormLabel>
        <Controller
          control={control}
          name="payMode"
          render={({ field }) => (
            <RadioGroup aria-labelledby={labelId} {...field}>
              <FormControlLabel value="online" control={<Radio />} label={t('payment.online')} />
              <FormControlLabel value="direct" control={<Radio />} label={t('payment.direct')} />
            </RadioGroup>
          )}
        />
      </FormControl>
      {mode === 'online' && <PaperUpload document="attachPaySlip" />}
      {mode === 'direct' && (
        <>
          <PaperField name="bankDraftNo" label={t('payment.bankDraftNo')} />
          <PaperUpload document="attachDraft" />
        </>
      )}
    </PaperSection>
  );
}
