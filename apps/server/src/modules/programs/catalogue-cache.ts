/**
 * The public catalogue is read on every visit to the landing page and changes a few times a year, so
 * each server keeps an organisation's list for a few seconds instead of asking the database each time.
 * Several servers may disagree for at most `ttlMs` after an import; errors (an unknown oid) are not kept.
 */
export function createCatalogueCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return async function cached(oid: string, load: () => Promise<T>): Promise<T> {
    const entry = entries.get(oid);
    if (entry && entry.expiresAt > now()) return entry.value;
    const value = load();
    entries.set(oid, { value, expiresAt: now() + ttlMs });
    try {
      return await value;
    } catch (error) {
      entries.delete(oid);
      throw error;
    }
  };
}
