/** The address of a file in an organisation's public media (logos, banners, tour videos). */
export function mediaHref(oid: string, path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return `/media/${encodeURIComponent(oid)}/${segments.map(encodeURIComponent).join('/')}`;
}
