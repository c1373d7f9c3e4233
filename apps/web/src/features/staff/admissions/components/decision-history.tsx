import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../format-time.ts';
import type { AdmissionDecision } from '../api/get-admission.ts';

/** The decisions taken so far, oldest first: what, by whom, when, and the message to the applicant. */
export function DecisionHistory({ decisions }: { decisions: AdmissionDecision[] }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  if (decisions.length === 0) return <Typography>{t('admission.noDecisions')}</Typography>;
  return (
    <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1.5 }}>
      {decisions.map((decision) => (
        <li key={`${decision.at} ${decision.decision}`}>
          <Typography sx={{ fontWeight: 600 }}>
            {t(`admission.decisionMade.${decision.decision}`, {
              name: decision.byName,
              time: time.format(decision.at),
            })}
          </Typography>
          {decision.message !== null && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {decision.message}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
