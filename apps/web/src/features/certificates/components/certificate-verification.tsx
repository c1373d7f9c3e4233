import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { FactsList } from '../../../components/facts-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useCertificateVerification,
  type CertificateVerification as Verified,
} from '../api/verify-certificate.ts';
import { formatIssueDate } from './issue-date.ts';

/** A certificate found: who earned which program, from whom, and when; or that it was revoked, and when. */
function Found({ found }: { found: Verified }) {
  const { t, i18n } = useTranslation('certificates');
  const date = formatIssueDate(found.issuedOn, i18n.language);
  const revokedOn = found.revokedOn && formatIssueDate(found.revokedOn, i18n.language);
  const rows: [string, string][] = [
    [t('verify.learner'), found.learnerName],
    [t('verify.program'), found.program],
    [t('verify.issuedOn'), date],
    ...(revokedOn ? [[t('verify.revokedOnLabel'), revokedOn] as [string, string]] : []),
    [t('verify.organisation'), found.organisation],
    [t('verify.number'), found.certno],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Alert severity={revokedOn ? 'error' : 'success'} sx={{ mb: 2 }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {revokedOn ? t('verify.revoked') : t('verify.genuine')}
        </AlertTitle>
        {revokedOn
          ? t('verify.revokedStatement', { ...found, date: revokedOn })
          : t('verify.statement', { ...found, date })}
      </Alert>
      <FactsList facts={rows} emphasis="value" />
    </Paper>
  );
}

/** /verify/<number>: confirms to anyone who earned which program, from whom, and when. */
export function CertificateVerification({ certno }: { certno: string }) {
  const { t } = useTranslation('certificates');
  return (
    <QueryState
      query={useCertificateVerification(certno)}
      errorTitle={t('verify.loadFailed')}
      isEmpty={(found) => found === null}
      empty={
        <Alert severity="warning" variant="outlined">
          <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {t('verify.notFound')}
          </AlertTitle>
          {t('verify.notFoundHelp')}
        </Alert>
      }
    >
      {(found) => found && <Found found={found} />}
    </QueryState>
  );
}
