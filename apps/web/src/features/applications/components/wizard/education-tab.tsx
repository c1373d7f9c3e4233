import {
  educationTypes,
  specializations,
  universityEducationTypes,
} from '@aula/contract/application-form-lists';
import type { FormVariant } from '@aula/contract/application-form-variants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WizardField } from './wizard-fields.tsx';

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } };

/**
 * Tab 1, Education (spec 3 §3); the pre-registered variant says Institution/College for School, the
 * university form lists its own education types.
 */
export function EducationTab({ variant }: { variant: FormVariant }) {
  const { t } = useTranslation('admissions');
  const institution = variant === 'preRegistered';
  const types = variant === 'university' ? universityEducationTypes : educationTypes;
  return (
    <>
      <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
        {institution ? t('education.institution') : t('education.school')}
      </Typography>
      <Box sx={grid}>
        <WizardField
          name="schoolName"
          label={institution ? t('education.institutionName') : t('education.schoolName')}
          required
        />
        <WizardField name="schoolAddress1" label={t('education.address1')} required />
        <WizardField name="schoolAddress2" label={t('education.address2')} />
        <WizardField name="schoolAddress3" label={t('education.address3')} />
        <WizardField
          name="schoolCountry"
          label={institution ? t('education.institutionCountry') : t('education.schoolCountry')}
          required
        />
        <WizardField
          name="schoolZip"
          label={institution ? t('education.institutionZip') : t('education.schoolZip')}
          required
        />
      </Box>
      <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
        {t('education.universityGroup')}
      </Typography>
      <Box sx={grid}>
        <WizardField name="university" label={t('education.university')} required />
        <WizardField name="universityAddress1" label={t('education.address1')} required />
        <WizardField name="universityAddress2" label={t('education.address2')} />
        <WizardField name="universityAddress3" label={t('education.address3')} />
        <WizardField name="universityCountry" label={t('education.universityCountry')} required />
        <WizardField name="universityZip" label={t('education.universityZip')} required />
        <WizardField
          name="educationType"
          label={t('education.educationType')}
          options={types.map((v) => [v, v] as const)}
        />
        <WizardField
          name="specialization"
          label={t('education.specialization')}
          options={specializations.map((v) => [v, v] as const)}
        />
        <WizardField name="experience" label={t('education.experience')} required />
        <WizardField name="experienceDesignation" label={t('education.experienceDesignation')} required />
      </Box>
    </>
  );
}
