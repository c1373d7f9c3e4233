import Box from '@mui/material/Box';
import { mediaHref } from '../lib/media.ts';
import { useOrganisation } from '../lib/organisation.ts';

/**
 * A card's banner from the organisation's media (16:9, as the banners are drawn, so nothing written
 * on them is cut off), or a plain band when there is none. Decorative: the card's title names it.
 * Pictures further down wait until they are scrolled near; the `first` card's is on screen at once
 * (often the largest paint), so it downloads at once.
 */
export function MediaImage({ path, first = false }: { path: string | null; first?: boolean }) {
  const { oid } = useOrganisation();
  const frame = { display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'primary.light' } as const;
  if (!path) return <Box aria-hidden="true" sx={frame} />;
  return (
    <Box
      component="img"
      src={mediaHref(oid, path)}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
}
