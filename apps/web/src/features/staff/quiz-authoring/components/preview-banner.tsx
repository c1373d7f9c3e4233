import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The banner over an author's preview of a quiz or an assessment: it is a preview, and what it records (nothing). */
export function PreviewBanner({ notice }: { notice: string }) {
  const { t } = useTranslation('staff');
  return (
    <Alert severity="warning" variant="outlined">
      <strong>{t('quizAuthoring.preview.banner')}</strong> {notice}
    </Alert>
  );
}
