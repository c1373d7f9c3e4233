import { sql } from 'drizzle-orm';
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
