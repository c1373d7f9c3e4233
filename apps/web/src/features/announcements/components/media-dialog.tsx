import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons/icons.tsx';

/** What the dialog shows: a media file, a page of the content origin, or authored code for a sandboxed frame. */
export type DialogMedia =
  | { kind: 'video' | 'audio' | 'image' | 'pdf'; href: string }
  | { kind: 'page'; href: string }
  | { kind: 'code'; html: string };

const frame = { width: '100%', height: { xs: '60vh', sm: '70vh' }, border: 0, display: 'block' } as const;

function MediaBody({ media, title }: { media: DialogMedia; title: string }) {
  const { t } = useTranslation('announcements');
  switch (media.kind) {
    case 'video':
      return (
        <Box
          component="video"
          controls
          preload="metadata"
          src={media.href}
          sx={{ width: '100%', display: 'block' }}
        />
      );
    case 'audio':
      return (
        <Box
          component="audio"
          controls
          preload="metadata"
          src={media.href}
          sx={{ width: '100%', display: 'block' }}
        />
      );
    case 'image':
      return (
        <Box
          component="img"
          src={media.href}
          alt={title}
          sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', mx: 'auto' }}
        />
      );
    case 'pdf':
      return (
        <>
          <Box component="iframe" src={media.href} title={title} sx={frame} />
          <Link href={media.href} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
            {t('openPdf')}
          </Link>
        </>
      );
    case 'page':
      // Authored pages run on the content origin (ADR 0083): no cookie, storage or reach of the portal.
      return <Box component="iframe" src={media.href} title={title} sx={frame} />;
    case 'code':
      // Embedded code runs only here: `srcdoc` without allow-same-origin gives it an opaque origin.
      return <Box component="iframe" srcDoc={media.html} title={title} sandbox="allow-scripts" sx={frame} />;
  }
}

/** An announcement's media in a dialog that closes with its X button (spec 3 §2) or Escape. */
export function MediaDialog({
  title,
  media,
  onClose,
}: {
  title: string;
  media: DialogMedia | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('announcements');
  const titleId = useId();
  return (
    <Dialog open={media !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>{media && <MediaBody media={media} title={title} />}</DialogContent>
    </Dialog>
  );
}
