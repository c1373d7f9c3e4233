import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Podcast } from '../api/get-podcasts.ts';
import { AudioPlayer } from './audio-player.tsx';

export interface PodcastDialogProps {
  /** The podcast chosen; null keeps the dialog closed. Without an address (signed for the learner) its nugget is disabled. */
  podcast: Podcast | null;
  onClose: () => void;
}

/** The audio player popup, or 'Disabled by admin' for a podcast of a disabled nugget. */
export function PodcastDialog({ podcast, onClose }: PodcastDialogProps) {
  const { t } = useTranslation('course');
  const titleId = useId();
  return (
    <Dialog open={podcast !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {podcast?.otitle}
      </DialogTitle>
      <DialogContent>
        {podcast?.ourl ? (
          <AudioPlayer src={podcast.ourl} title={podcast.otitle} />
        ) : (
          <DialogContentText>{t('podcasts.disabled')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('podcasts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
