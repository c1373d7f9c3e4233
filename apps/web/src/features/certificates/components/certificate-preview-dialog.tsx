import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../api/get-certificates.ts';
import type { CertificateFormat } from './use-certificate-download.ts';

export interface CertificatePreviewDialogProps {
  certificate: Certificate | null;
  busy: boolean;
  onClose: () => void;
  onDownload: (certificate: Certificate, format: CertificateFormat) => void;
}

/** The preview: titled with the certificate's name (else 'Certificate Preview'), its image, Download and Download PDF. */
export function CertificatePreviewDialog({
  certificate,
  busy,
  onClose,
  onDownload,
}: CertificatePreviewDialogProps) {
  const { t } = useTranslation('certificates');
  const titleId = useId();
  const title = certificate?.certificate || t('previewTitle');
  return (
    <Dialog open={certificate !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <span aria-hidden="true">×</span>
      </IconButton>
      <DialogContent dividers tabIndex={0} role="region" aria-label={title} sx={{ px: { xs: 1, sm: 3 } }}>
        {certificate && (
          <Box
            component="img"
            src={certificate.cerurl}
            alt={t('imageAlt', { name: title })}
            sx={{ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => certificate && onDownload(certificate, 'pdf')}
        >
          {t('downloadPdf')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => certificate && onDownload(certificate, 'png')}
        >
          {t('download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
