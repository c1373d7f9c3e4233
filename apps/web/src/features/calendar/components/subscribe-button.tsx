import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscribeDialog } from './subscribe-dialog.tsx';

/** Subscribe: opens the learner's private calendar address, for a calendar app to follow. */
export function SubscribeButton() {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('subscribe.button')}
      </Button>
      <SubscribeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
