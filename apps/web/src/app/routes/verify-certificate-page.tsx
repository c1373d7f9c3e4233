import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { CertificateVerification } from '../../features/certificates/components/certificate-verification.tsx';

/** /verify/<certificate number>: the public page a certificate's QR code leads to. */
export function VerifyCertificatePage() {
  const { t } = useTranslation('certificates');
  const { certno = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle page={t('verify.title')} />
      <CertificateVerification certno={certno} />
    </Container>
  );
}
