import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useCourseCompletion } from '../api/get-course-completion.ts';
import { useRequestCertificate } from '../api/request-certificate.ts';

export interface CertificateRequestProps {
  bcid: string;
  tid: string;
  /** Where the learner's certificates are listed. */
  certificatesHref: string;
}

/**
 * The certificate request of a complete course (tp 2): generateCertificate, then the spec's 'You may
 * now download the certificate from the certificate tab'. Before completion the button waits (and
 * the server refuses anyway); a refusal shows the server's reason.
 */
export function CertificateRequest({ bcid, tid, certificatesHref }: CertificateRequestProps) {
  const { t } = useTranslation('quizzes');
  const completion = useCourseCompletion(bcid);
  const request = useRequestCertificate();
  const complete = completion.data?.complete === true;
  const bpid = completion.data?.bpid;

  if (request.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('certificate.issued')}{' '}
        <Link component={RouterLink} to={certificatesHref}>
          {t('certificate.goToCertificates')}
        </Link>
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="small"
        disabled={!complete || !bpid || request.isPending}
        onClick={() => bpid && request.mutate({ bpid, cid: tid })}
      >
        {t('certificate.request')}
      </Button>
      {completion.isSuccess && !complete && (
        <Typography variant="body2" color="text.secondary">
          {t('certificate.notYet')}
        </Typography>
      )}
      {request.isError && (
        <Alert severity="error">
          {request.error instanceof ApiError && request.error.status < 500
            ? request.error.message
            : t('certificate.failed')}
        </Alert>
      )}
    </Box>
  );
}
