import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { CertificateVerification } from '../../features/certificates/components/certificate-verification.tsx';

/** /verify/<certificate number>: the public page a certificate's QR code leads to. */
export function VerifyCertificatePage() {
  const { t } = useTranslation('certificates');
  const { certno = '' } = useParams();
  return (
    <PageLayout title={t('verify.title')} maxWidth="md">
      <CertificateVerification certno={certno} />
    </PageLayout>
  );
}
