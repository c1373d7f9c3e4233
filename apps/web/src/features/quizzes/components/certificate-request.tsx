import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCertificateStatus } from '../api/get-certificate-status.ts';
import { useCourseCompletion } from '../api/get-course-completion.ts';
import { useRequestCertificate } from '../api/request-certificate.ts';

export interface CertificateRequestProps {
  bcid: string;
  tid: string;
  /** Where the learner's certificates are listed. */
  certificatesHref: string;
}

/**
 * The request of the program's certificate from a course page (ADR 0080): the button waits until every
 * course of the program the learner takes is complete, by the server's own rule, and meanwhile the page
 * says so and lists what is left (the courses, and this course's objects). The request is the spec's
 * generateCertificate, then 'You may now download the certificate from the certificate tab'; a refusal
 * shows the server's reason.
 */
export function CertificateRequest({ bcid, tid, certificatesHref }: CertificateRequestProps) {
  const { t } = useTranslation('quizzes');
  const leftId = useId();
  const completion = useCourseCompletion(bcid);
  const bpid = completion.data?.bpid;
  const status = useCertificateStatus(bpid);
  const request = useRequestCertificate();

  if (request.isSuccess || status.data?.certno) {
    return (
      <Alert severity="success" role="status">
        {t('certificate.issued')}{' '}
        <Link component={RouterLink} to={certificatesHref}>
          {t('certificate.goToCertificates')}
        </Link>
      </Alert>
    );
  }
  const failed = completion.isError ? completion : status.isError ? status : null;
  if (failed) {
    return (
      <ErrorState
        error={failed.error}
        title={t('certificate.statusFailed')}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const left = status.data?.coursesLeft;
  const objectsLeft = completion.data?.objectsLeft ?? [];
  return (
    <Box sx={{ flexBasis: '100%', display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="contained"
        size="small"
        disabled={left?.length !== 0 || !bpid || request.isPending}
        onClick={() => bpid && request.mutate({ bpid, cid: tid })}
      >
        {t('certificate.request')}
      </Button>
      {left && left.length > 0 && (
        <Box>
          <Typography id={leftId} variant="body2">
            {t('certificate.rule')} {t('certificate.stillToComplete')}
          </Typography>
          <Box component="ul" aria-labelledby={leftId} sx={{ m: 0, pl: 3, typography: 'body2' }}>
            {left.map((course) => (
              <li key={course.bcid}>
                {course.bcid === bcid ? t('certificate.thisCourse', { title: course.ttitle }) : course.ttitle}
                {course.bcid === bcid && objectsLeft.length > 0 && (
                  <Box component="ul" sx={{ m: 0, pl: 3 }}>
                    {objectsLeft.map((object) => (
                      <li key={object.oid}>{object.otitle}</li>
                    ))}
                  </Box>
                )}
              </li>
            ))}
          </Box>
        </Box>
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
