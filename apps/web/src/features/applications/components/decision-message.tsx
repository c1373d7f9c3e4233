import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The statuses a counsellor's decision leaves an application at with a message: refused (4), returned (5). */
export function hasDecisionMessage(pstatus: number): boolean {
  return pstatus === 4 || pstatus === 5;
}

/**
 * What the admissions office decided, beside the application (ADR 0067): returned for changes (the
 * applicant edits it again) or not approved, with the counsellor's message, shown as the text it is.
 */
export function DecisionMessage({ pstatus, message }: { pstatus: number; message?: string | undefined }) {
  const { t } = useTranslation('applications');
  if (!hasDecisionMessage(pstatus)) return null;
  const returned = pstatus === 5;
  return (
    <Alert severity={returned ? 'info' : 'warning'} variant="outlined" role="note">
      <AlertTitle component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t(returned ? 'decision.returned' : 'decision.rejected')}
      </AlertTitle>
      {message && (
        <>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            {t('decision.messageFrom')}
          </Typography>
          <Typography
            component="p"
            variant="body2"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: returned ? 1 : 0 }}
          >
            {message}
          </Typography>
        </>
      )}
      {returned && (
        <Typography component="p" variant="body2">
          {t('decision.returnedHelp')}
        </Typography>
      )}
    </Alert>
  );
}
