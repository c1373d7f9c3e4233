import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Said on the learner's own post that staff hid, with their reason (nobody else receives the post). */
export function HiddenNotice({ hidden }: { hidden: { reason: string } | null }) {
  const { t } = useTranslation('discussion');
  if (!hidden) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {t('hiddenNotice', { reason: hidden.reason })}
    </Alert>
  );
}
