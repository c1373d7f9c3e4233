import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../api/get-certificates.ts';
import { formatIssueDate } from './issue-date.ts';
import type { CertificateFormat } from './use-certificate-download.ts';

export interface CertificateCardProps {
  certificate: Certificate;
  busy: boolean;
  onPreview: (certificate: Certificate) => void;
  onDownload: (certificate: Certificate, format: CertificateFormat) => void;
}

/**
 * One certificate: its image, its name and date, Preview, Download (the PNG) and Download PDF; a
 * revoked one says so, with the day and the reason, and has no image or download (ADR 0092).
 */
export function CertificateCard({ certificate, busy, onPreview, onDownload }: CertificateCardProps) {
  const { t, i18n } = useTranslation('certificates');
  const nameId = useId();
  const name = certificate.certificate;
  if (certificate.revokedOn !== null) {
    return (
      <Card component="article" aria-labelledby={nameId} variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography
            id={nameId}
            component="h2"
            variant="body1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('issuedOn', { date: formatIssueDate(certificate.issuedOn, i18n.language) })}
          </Typography>
          <Alert severity="error">
            {t('revokedOn', {
              date: formatIssueDate(certificate.revokedOn, i18n.language),
              reason: certificate.revokeReason ?? '',
            })}
          </Alert>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="img"
        src={certificate.cerurl}
        alt={t('imageAlt', { name })}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '1600 / 1131',
          objectFit: 'contain',
          bgcolor: 'grey.100',
        }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography
          id={nameId}
          component="h2"
          variant="body1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('issuedOn', { date: formatIssueDate(certificate.issuedOn, i18n.language) })}
        </Typography>
        <Link href={certificate.verifyUrl} variant="body2" target="_blank" rel="noopener">
          {t('verifyLink')}
        </Link>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => onPreview(certificate)}
          aria-label={t('previewOf', { name })}
        >
          {t('preview')}
        </Button>
        <Button
          variant="contained"
          onClick={() => onDownload(certificate, 'png')}
          disabled={busy}
          aria-label={t('downloadOf', { name })}
        >
          {t('download')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => onDownload(certificate, 'pdf')}
          disabled={busy}
          aria-label={t('downloadPdfOf', { name })}
        >
          {t('downloadPdf')}
        </Button>
      </CardActions>
    </Card>
  );
}
