import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons/icons.tsx';

export interface AuthDialogTitleProps {
  /** The dialog's `aria-labelledby`. */
  id: string;
  title: string;
  onClose: () => void;
}

/** The dialog's heading, with a close button beside it (outside the heading, so it is not read as part of it). */
export function AuthDialogTitle({ id, title, onClose }: AuthDialogTitleProps) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ position: 'relative' }}>
      <DialogTitle id={id} component="h2" variant="h2" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 10 }}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
