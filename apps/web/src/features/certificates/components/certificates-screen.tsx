import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { type Certificate, useCertificates } from '../api/get-certificates.ts';
import { CertificateCard } from './certificate-card.tsx';
import { CertificatePreviewDialog } from './certificate-preview-dialog.tsx';
import { useCertificateDownload } from './use-certificate-download.ts';

/** /certificates (spec 1 §2): the learner's certificates, to preview and save as certificate.png. */
export function CertificatesScreen() {
  const { t } = useTranslation('certificates');
  const query = useCertificates();
  const { download, busy, failed, dismiss } = useCertificateDownload();
  const [previewed, setPreviewed] = useState<Certificate | null>(null);

  let content: ReactNode;
  if (query.isPending) content = <PageLoading />;
  else if (query.isError)
    content = (
      <ErrorState
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.length === 0)
    content = <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('empty')}</Typography>;
  else
    content = (
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {query.data.map((certificate) => (
          <li key={certificate.certno}>
            <CertificateCard
              certificate={certificate}
              busy={busy === certificate.certno}
              onPreview={setPreviewed}
              onDownload={download}
            />
          </li>
        ))}
      </Box>
    );

  return (
    <>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      {failed && (
        <Alert severity="error" onClose={dismiss} sx={{ mb: 2 }}>
          {t('downloadFailed')}
        </Alert>
      )}
      {content}
      <CertificatePreviewDialog
        certificate={previewed}
        busy={previewed !== null && busy === previewed.certno}
        onClose={() => setPreviewed(null)}
        onDownload={download}
      />
    </>
  );
}
