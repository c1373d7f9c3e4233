import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
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

  return (
    <>
      {failed && (
        <Alert severity="error" onClose={dismiss} sx={{ mb: 2 }}>
          {t('downloadFailed')}
        </Alert>
      )}
      <QueryState
        query={query}
        errorTitle={t('loadFailed')}
        isEmpty={(certificates) => certificates.length === 0}
        empty={t('empty')}
      >
        {(certificates) => (
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
            {certificates.map((certificate) => (
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
        )}
      </QueryState>
      <CertificatePreviewDialog
        certificate={previewed}
        busy={previewed !== null && busy === previewed.certno}
        onClose={() => setPreviewed(null)}
        onDownload={download}
      />
    </>
  );
}
