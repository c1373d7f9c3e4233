import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { CertificatesScreen } from '../../features/certificates/components/certificates-screen.tsx';

/** /certificates (spec 1 §2): the learner's certificates. */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={t('title')} />
      <CertificatesScreen />
    </Container>
  );
}
