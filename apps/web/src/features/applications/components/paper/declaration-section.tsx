import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PaperCheckbox } from './paper-checkbox.tsx';
import { PaperField } from './paper-field.tsx';
import { PaperSection } from './paper-section.tsx';

/** E. Declaration: the applicant's name and their agreement. */
export function DeclarationSection() {
  const { t } = useTranslation('paper-form');
  return (
    <PaperSection letter="E">
      <Typography sx={{ mb: 1 }}>{t('declaration.text')}</Typography>
      <PaperField name="agreementName" label={t('declaration.agreementName')} required />
      <PaperCheckbox name="appDeclaration" label={t('declaration.appDeclaration')} />
    </PaperSection>
  );
}
