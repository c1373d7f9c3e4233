import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { embedAddress } from './video-site-address.ts';

/**
 * A youtube or vimeo object: the site's embedded player (only those hosts are in the frame policy),
 * and always a plain link to the video, which is all that is shown when the player cannot be reached.
 */
export function VideoSiteRenderer({ object }: ObjectRendererProps) {
  const { t } = useTranslation('course-player');
  const online = useOnline();
  if (!('url' in object) || (object.otype !== 'youtube' && object.otype !== 'vimeo')) return null;
  const embed = embedAddress(object.otype, object.url);
  const site = object.otype === 'youtube' ? 'YouTube' : 'Vimeo';
  return (
    <Stack spacing={1.5} sx={{ py: 2 }}>
      {embed && online && (
        <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
          <Box
            component="iframe"
            src={embed}
            title={object.otitle}
            allow="fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      )}
      <Link href={object.url} target="_blank" rel="noopener noreferrer">
        {t('watchOn', { site, title: object.otitle })}
      </Link>
    </Stack>
  );
}
