import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Said on the learner's own post that staff hid, with their reason, or that waits for their review
 * (nobody else receives the post).
 */
export function HiddenNotice({ hidden, held }: { hidden: { reason: string } | null; held: boolean }) {
  const { t } = useTranslation('discussion');
  if (hidden) {
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {t('hiddenNotice', { reason: hidden.reason })}
      </Alert>
    );
  }
  if (!held) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {t('heldNotice')}
    </Alert>
  );
}
