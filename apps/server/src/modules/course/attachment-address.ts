/**
 * A reference or course video as the course page gets it: its file's media path replaced by the address
 * `sign` makes for it on the content origin (ADR 0095); a link stays as it is.
 */
export function withAddress<T extends { ourl?: string | undefined }>(
  item: T,
  sign: (path: string) => string,
): T {
  return item.ourl === undefined ? item : { ...item, ourl: sign(item.ourl) };
}
