import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { CertificatesScreen } from '../../features/certificates/components/certificates-screen.tsx';

/** /certificates (spec 1 §2): the learner's certificates. */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  return (
    <PageLayout title={t('title')}>
      <CertificatesScreen />
    </PageLayout>
  );
}
