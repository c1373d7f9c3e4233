import Box from '@mui/material/Box';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { useMediaSource } from './media-source.ts';

/** An audio object (and a podcast in a unit): the browser's own player, which streams by byte ranges. */
export function AudioRenderer({ object }: ObjectRendererProps) {
  const src = useMediaSource(object);
  return (
    <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
      {/* biome-ignore lint/a11y/useMediaCaption: spoken audio objects come without a transcript track */}
      <audio controls preload="metadata" src={src} aria-label={object.otitle} style={{ width: '100%' }} />
    </Box>
  );
}
