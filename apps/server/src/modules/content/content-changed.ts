import { sql } from 'drizzle-orm';
import { cachesOf } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The channel on which an import tells every server that an organisation's content changed, so that
 * whatever a server caches of it (the assessments of exam day, ADR 0047) is read again.
 */
export const CONTENT_CHANGED_CHANNEL = 'aula_content_changed';

/**
 * Sent inside the import's transaction: PostgreSQL delivers it when the transaction commits (and never
 * when it rolls back), to every server listening, on any process (`npm run content:import` included).
 */
export async function announceContentChanged(tx: Db, oid: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${oid})`);
}

/**
 * `db.transaction(change)` for a change that announces, inside it, that the organisation's content
 * changed: once it has committed, this server's caches forget that content at once. NOTIFY brings the
 * same to every server, this one included, only a moment later, and a request this server answers
 * meanwhile must not be served from what the change replaced (a picture just put in a question still
 * open as public media, ADR 0095).
 */
export async function changeContent<T>(db: Db, oid: string, change: (tx: Db) => Promise<T>): Promise<T> {
  const changed = await db.transaction(change);
  cachesOf(db).forgetHere(CONTENT_CHANGED_CHANNEL, oid);
  return changed;
}
