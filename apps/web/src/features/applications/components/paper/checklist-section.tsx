import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PaperCheckbox } from './paper-checkbox.tsx';
import { usePaperFormFrame } from './paper-context.ts';
import { PaperField } from './paper-field.tsx';
import { PaperSection } from './paper-section.tsx';
import { PaperUpload } from './paper-upload.tsx';

/** G. Application checklist, the date (not before today at the university) and the signature. */
export function ChecklistSection() {
  const { t } = useTranslation('paper-form');
  const { saved } = usePaperFormFrame();
  return (
    <PaperSection letter="G">
      <Typography>{t('checklist.intro')}</Typography>
      <PaperCheckbox name="compSection" label={t('checklist.compSection')} />
      <PaperCheckbox name="attachedEvi" label={t('checklist.attachedEvi')} />
      <PaperCheckbox name="attachedCert" label={t('checklist.attachedCert')} />
      <PaperField name="todaydate" label={t('checklist.todaydate')} type="date" required min={saved.today} />
      <PaperUpload document="Signature" />
    </PaperSection>
  );
}
