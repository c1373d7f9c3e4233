import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../api/get-user-profile.ts';

/**
 * Says when a change of name waits for the university (the learner holds a certificate or has
 * submitted an application), and which change is waiting.
 */
export function NameChangeNote({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const { pendingName } = profile;
  if (pendingName) {
    const name = [pendingName.uname, pendingName.lastname].filter(Boolean).join(' ');
    const current = [profile.UNAME, profile.LASTNAME].filter(Boolean).join(' ');
    return (
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {t('nameChange.pending', { name, current })}
      </Alert>
    );
  }
  if (!profile.nameNeedsApproval) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      {t('nameChange.needsApproval')}
    </Alert>
  );
}
