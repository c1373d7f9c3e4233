import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialogBody } from './feedback-dialog-body.tsx';

export interface ProgramFeedbackButtonProps {
  pid: string;
  bpid: string;
  /** The program's plain title, naming the button among several programs. */
  ptitle: string;
}

/** 'Overall Program Feedback': a button opening the program's feedback form in a dialog. */
export function ProgramFeedbackButton({ pid, bpid, ptitle }: ProgramFeedbackButtonProps) {
  const { t } = useTranslation('program-feedback');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('openFor', { title: ptitle })}
        aria-haspopup="dialog"
      >
        {t('title')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        {open && <FeedbackDialogBody target={{ pid, bpid }} onClose={close} />}
      </Dialog>
    </>
  );
}
