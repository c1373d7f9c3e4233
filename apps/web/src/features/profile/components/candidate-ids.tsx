import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../api/get-user-profile.ts';

/** The learner's programmes with their USN, or 'No USN' (also the whole list of an account with no programme). */
export function CandidateIds({ ids }: { ids: UserProfile['candidateIds'] }) {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="candidate-ids">
      <Typography id="candidate-ids" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('candidateIds')}
      </Typography>
      <ul aria-labelledby="candidate-ids" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {ids.length === 0 ? (
          // An account with no programme has no USN: spec 3 shows 'No USN' in the list.
          <li>{t('messages.noUsn')}</li>
        ) : (
          ids.map((id) => (
            <li key={id.bpid}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {id.pname}
              </Typography>
              {': '}
              {id.usn ?? t('messages.noUsn')}
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
