/**
 * The embeddable player address of a YouTube or Vimeo page, on the hosts the portal's frame policy
 * allows (youtube-nocookie.com, player.vimeo.com); null when the address names no video.
 */
export function embedAddress(site: 'youtube' | 'vimeo', url: string): string | null {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  const segments = address.pathname.split('/').filter(Boolean);
  const id =
    site === 'youtube'
      ? address.hostname.endsWith('youtu.be')
        ? segments[0]
        : (address.searchParams.get('v') ?? (segments[0] === 'embed' ? segments[1] : undefined))
      : segments.findLast((segment) => /^\d+$/.test(segment));
  if (!id || !/^[\w-]+$/.test(id)) return null;
  return site === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}`
    : `https://player.vimeo.com/video/${id}`;
}
