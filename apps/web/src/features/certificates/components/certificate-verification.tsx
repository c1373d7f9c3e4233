import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useCertificateVerification } from '../api/verify-certificate.ts';
import { formatIssueDate } from './issue-date.ts';

/** /verify/<number>: confirms to anyone who earned which program, from whom, and when. */
export function CertificateVerification({ certno }: { certno: string }) {
  const { t, i18n } = useTranslation('certificates');
  const query = useCertificateVerification(certno);

  let content: ReactNode;
  if (query.isPending) content = <PageLoading />;
  else if (query.isError)
    content = (
      <ErrorState
        error={query.error}
        title={t('verify.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data === null)
    content = (
      <Alert severity="warning" variant="outlined">
        <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('verify.notFound')}
        </AlertTitle>
        {t('verify.notFoundHelp')}
      </Alert>
    );
  else {
    const found = query.data;
    const date = formatIssueDate(found.issuedOn, i18n.language);
    const rows: [string, string][] = [
      [t('verify.learner'), found.learnerName],
      [t('verify.program'), found.program],
      [t('verify.issuedOn'), date],
      [t('verify.organisation'), found.organisation],
      [t('verify.number'), found.certno],
    ];
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {t('verify.genuine')}
          </AlertTitle>
          {t('verify.statement', { ...found, date })}
        </Alert>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    );
  }

  return (
    <>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('verify.title')}
      </Typography>
      {content}
    </>
  );
}
