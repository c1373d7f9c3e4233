import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { IaMarksScreen } from '../../features/ia-marks/components/ia-marks-screen.tsx';

/** /iamarks (spec 1 §2): the learner's internal-assessment marks. */
export function IaMarksPage() {
  const { t } = useTranslation('ia-marks');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={t('title')} />
      <IaMarksScreen />
    </Container>
  );
}
