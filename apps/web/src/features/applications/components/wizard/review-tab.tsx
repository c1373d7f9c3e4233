import { type ApplicationSection, applicationDocumentNames } from '@aula/contract/application-form';
import type { FormVariant } from '@aula/contract/application-form-variants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from './wizard-values.ts';

interface Row {
  label: string;
  value: string;
}

function Section({ title, rows, onEdit }: { title: string; rows: Row[]; onEdit: () => void }) {
  const { t } = useTranslation('admissions');
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h4">
          {title}
        </Typography>
        <Button onClick={onEdit} aria-label={`${t('review.edit')}: ${title}`}>
          {t('review.edit')}
        </Button>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
          columnGap: 2,
        }}
      >
        {rows.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600, mt: 1 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, mt: { sm: 1 }, overflowWrap: 'anywhere' }}>
              {value || t('review.none')}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export interface ReviewTabProps {
  /** The sections of the form; the scholarship answer shows where the form has that tab. */
  sections: readonly ApplicationSection[];
  /** The pre-registered variant says Institution/College for School, here as in its Education tab. */
  variant: FormVariant;
  onEdit: (section: ApplicationSection) => void;
}

/** The last tab, Review: everything entered, each section with Edit, and the scholarship answer (spec 3 §3). */
export function ReviewTab({ sections, variant, onEdit }: ReviewTabProps) {
  const { t } = useTranslation('admissions');
  const values = useFormContext<WizardValues>().getValues();
  const name = [values.firstName, values.middleName, values.lastName].filter(Boolean).join(' ');
  const address = (prefix: 'per' | 'pre') =>
    [1, 2, 3]
      .map((n) => values[`${prefix}Address${n as 1 | 2 | 3}`])
      .concat([values[`${prefix}City`], values[`${prefix}State`], values[`${prefix}Pin`]])
      .filter(Boolean)
      .join(', ');
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('review.intro')}</Typography>
      <Section
        title={t('wizard.tabs.generalinfo')}
        onEdit={() => onEdit('generalinfo')}
        rows={[
          { label: t('general.firstName'), value: name },
          { label: t('general.email'), value: values.email },
          {
            label: t('general.contact'),
            value: values.countryCode ? `+${values.countryCode} ${values.contact}` : values.contact,
          },
          { label: t('general.dob'), value: values.dob },
          { label: t('general.fatherName'), value: values.fatherName },
          { label: t('general.motherName'), value: values.motherName },
          { label: t('general.otherId'), value: values.otherId },
          { label: t('general.permanent'), value: address('per') },
          { label: t('general.perNation'), value: values.perNation },
          { label: t('general.present'), value: address('pre') },
        ]}
      />
      <Section
        title={t('wizard.tabs.education')}
        onEdit={() => onEdit('education')}
        rows={[
          {
            label: t(variant === 'preRegistered' ? 'education.institutionName' : 'education.schoolName'),
            value: values.schoolName,
          },
          { label: t('education.university'), value: values.university },
          { label: t('education.educationType'), value: values.educationType },
          { label: t('education.specialization'), value: values.specialization },
          { label: t('education.experience'), value: values.experience },
          { label: t('education.experienceDesignation'), value: values.experienceDesignation },
        ]}
      />
      <Section
        title={t('wizard.tabs.uploaddoc')}
        onEdit={() => onEdit('uploaddoc')}
        rows={applicationDocumentNames.map((document) => ({
          label: t(`uploads.labels.${document}`),
          value: values[document].slice(5),
        }))}
      />
      {sections.includes('scholarship') && (
        <Section
          title={t('wizard.tabs.scholarship')}
          onEdit={() => onEdit('scholarship')}
          rows={[
            {
              label: t('review.scholarship'),
              value: values.scholarship ? t(values.scholarship === 'Yes' ? 'wizard.yes' : 'wizard.no') : '',
            },
            ...(values.scholarship === 'Yes'
              ? [{ label: t('review.learningCenter'), value: values.learningCentername }]
              : []),
          ]}
        />
      )}
    </>
  );
}
