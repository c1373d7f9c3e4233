import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PreviewedFile {
  name: string;
  url: string;
  type: string;
}

/** The popup that previews an attachment: a picture shown, a PDF framed, with a link to open it. */
export function FilePreviewDialog({ file, onClose }: { file: PreviewedFile; onClose: () => void }) {
  const { t } = useTranslation('project-phase');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </DialogTitle>
      <DialogContent>
        {file.type.startsWith('image/') ? (
          <Box
            component="img"
            src={file.url}
            alt={file.name}
            sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', mx: 'auto' }}
          />
        ) : (
          <Box
            component="iframe"
            src={file.url}
            title={file.name}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Link href={file.url} target="_blank" rel="noopener" sx={{ mr: 'auto', ml: 1 }}>
          {t('openFile')}
        </Link>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
