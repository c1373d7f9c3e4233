import { ageOn } from '@aula/contract/application-form';
import { latestDob, type PaperForm } from '@aula/contract/paper-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePaperFormFrame } from './paper-context.ts';
import { PaperField } from './paper-field.tsx';
import { fieldGrid, PaperSection } from './paper-section.tsx';
import { PaperUpload } from './paper-upload.tsx';

const titles = ['Mr', 'Mrs', 'Miss'] as const;

/** A. Details of applicant (spec 3 §2): the age follows the date of birth; the e-mail is the account's. */
export function ApplicantSection() {
  const { t } = useTranslation('paper-form');
  const { saved } = usePaperFormFrame();
  const { control } = useFormContext<PaperForm>();
  const dob = useWatch({ control, name: 'dob' });
  return (
    <PaperSection letter="A">
      <PaperUpload document="profilePhoto" />
      <Box sx={fieldGrid}>
        <PaperField
          name="appTitle"
          label={t('applicant.title')}
          required
          options={titles.map((title) => [title, t(`applicant.titles.${title}`)] as const)}
        />
        <PaperField name="surName" label={t('applicant.surName')} autoComplete="family-name" />
        <PaperField name="firstName" label={t('applicant.firstName')} required autoComplete="given-name" />
        <PaperField name="maidenName" label={t('applicant.maidenName')} />
        <Box>
          <PaperField
            name="dob"
            label={t('applicant.dob')}
            type="date"
            required
            max={latestDob(saved.today)}
            autoComplete="bday"
          />
          {dob && dob <= saved.today && (
            <Typography sx={{ mb: 1 }}>{t('age', { age: ageOn(dob, saved.today) })}</Typography>
          )}
        </Box>
        <PaperField name="nationality" label={t('applicant.nationality')} required />
        <PaperField name="nic" label={t('applicant.nic')} required />
        <PaperField name="passport" label={t('applicant.passport')} />
        <PaperField
          name="phoneNo"
          label={t('applicant.phoneNo')}
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel"
          helperText={t('applicant.phoneNote')}
        />
        <PaperField name="homePhone" label={t('applicant.homePhone')} type="tel" inputMode="tel" />
        <PaperField name="email" label={t('applicant.email')} type="email" readOnly />
        <PaperField name="disability" label={t('applicant.disability')} />
      </Box>
      <PaperField
        name="address"
        label={t('applicant.address')}
        required
        multiline
        autoComplete="street-address"
      />
    </PaperSection>
  );
}
