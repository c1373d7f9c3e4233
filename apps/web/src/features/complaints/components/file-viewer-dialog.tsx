import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ViewedFile {
  name: string;
  url: string;
  type: string;
}

/**
 * A complaint's file in a modal: a picture as itself, a PDF in a frame (the browser's own viewer), a
 * Word document as a link to open it (browsers show none in place).
 */
export function FileViewerDialog({ file, onClose }: { file: ViewedFile | null; onClose: () => void }) {
  const { t } = useTranslation('complaints');
  const titleId = useId();
  return (
    <Dialog open={file !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {file?.name}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <span aria-hidden="true">×</span>
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        {file?.type.startsWith('image/') && (
          <Box
            component="img"
            src={file.url}
            alt={file.name}
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        )}
        {file?.type === 'application/pdf' && (
          <Box
            component="iframe"
            title={file.name}
            src={file.url}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
        {file && !file.type.startsWith('image/') && file.type !== 'application/pdf' && (
          <Typography>
            <Link href={file.url} target="_blank" rel="noopener">
              {t('openFile', { name: file.name })}
            </Link>
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
