import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewedFile } from './media-file.ts';
import { PdfView } from './pdf-view.tsx';

const mediaSx = { display: 'block', mx: 'auto', maxWidth: '100%' } as const;

function FileView({ file }: { file: ViewedFile }) {
  switch (file.kind) {
    case 'pdf':
      // The pdf scrolls inside its own frame, under its zoom controls.
      return (
        <Box sx={{ height: '70vh' }}>
          <PdfView src={file.src} title={file.title} />
        </Box>
      );
    case 'video':
      return (
        <Box
          component="video"
          controls
          preload="metadata"
          src={file.src}
          aria-label={file.title}
          sx={{ ...mediaSx, width: '100%', maxHeight: '70vh' }}
        />
      );
    case 'audio':
      return (
        <Box
          component="audio"
          controls
          preload="metadata"
          src={file.src}
          aria-label={file.title}
          sx={{ ...mediaSx, width: '100%' }}
        />
      );
    case 'image':
      return (
        <Box
          component="img"
          src={file.src}
          alt={file.title}
          sx={{ ...mediaSx, maxHeight: '70vh', objectFit: 'contain' }}
        />
      );
  }
}

export interface MediaViewerDialogProps {
  /** The file on view; null keeps the dialog closed. */
  file: ViewedFile | null;
  onClose: () => void;
}

/** A popup that shows a pdf (pdf.js), a video, an audio file or an image, titled with its name. */
export function MediaViewerDialog({ file, onClose }: MediaViewerDialogProps) {
  const { t } = useTranslation('media-viewer');
  const titleId = useId();
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {file?.title}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <span aria-hidden="true">×</span>
      </IconButton>
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-label={file?.title}
        sx={{ px: { xs: 1, sm: 3 }, bgcolor: file?.kind === 'pdf' ? 'grey.100' : undefined }}
      >
        {file && <FileView file={file} />}
      </DialogContent>
    </Dialog>
  );
}
