import Button from '@mui/material/Button';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface UploadTicketButtonProps {
  learner: string;
  busy: boolean;
  onFile: (file: File) => void;
}

/** Upload for one learner: a button that opens the file chooser (PDF, PNG or JPEG). */
export function UploadTicketButton({ learner, busy, onFile }: UploadTicketButtonProps) {
  const { t } = useTranslation('staff');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        id={id}
        ref={input}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-label={t('hallTickets.uploadFor', { name: learner })}
      >
        {t('hallTickets.upload')}
      </Button>
    </>
  );
}
