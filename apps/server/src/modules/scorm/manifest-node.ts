/** A parsed element of imsmanifest.xml (fast-xml-parser: attributes as `@name`, namespace prefixes removed). */
export type ManifestNode = Record<string, unknown>;

/** An element's text, whether it was parsed as a string or as an object with attributes. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && '#text' in value) {
    return String((value as ManifestNode)['#text']).trim();
  }
  return '';
}

/** The elements of a list (the parser makes the listed names arrays). */
export function nodes(value: unknown): ManifestNode[] {
  return Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as ManifestNode[]) : [];
}

/** An element that may be written without attributes or content (parsed as `""`) as an object. */
export function element(value: unknown): ManifestNode | undefined {
  if (value === undefined) return undefined;
  return value && typeof value === 'object' ? (value as ManifestNode) : {};
}

/** An attribute, trimmed ('' when absent). */
export function attribute(node: ManifestNode | undefined, name: string): string {
  return String(node?.[`@${name}`] ?? '').trim();
}
