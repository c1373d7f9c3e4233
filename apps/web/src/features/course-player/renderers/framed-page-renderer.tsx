import Box from '@mui/material/Box';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { useMediaSource } from './media-source.ts';

/**
 * An html page or an interactivity, framed from the organisation's media under the media boundary
 * (ADR 0014): sandboxed without `allow-same-origin`, so it runs with no access to the learner's session.
 */
export function FramedPageRenderer({ object }: ObjectRendererProps) {
  const src = useMediaSource(object);
  return (
    <Box
      component="iframe"
      src={src}
      title={object.otitle}
      sandbox="allow-scripts allow-forms allow-popups"
      sx={{
        width: '100%',
        height: '100%',
        minHeight: { xs: 420, md: 560 },
        border: 0,
        bgcolor: 'common.white',
      }}
    />
  );
}
