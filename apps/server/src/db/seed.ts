import type { FastifyBaseLogger } from 'fastify';
import { organisations } from '../db/schema/organisations.ts';
import { importBundle } from '../modules/content/import-bundle.ts';
import type { Db } from '../platform/db.ts';
import type { FileStore } from '../platform/file-store.ts';

/** On a database with no organisation, loads the demo organisation from its content bundle. */
export async function seedDemoIfEmpty(
  db: Db,
  files: FileStore,
  folder: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const [existing] = await db.select({ oid: organisations.oid }).from(organisations).limit(1);
  if (existing) return;
  const summary = await importBundle(db, folder, { files });
  log.info({ summary }, `seeded the demo organisation from ${folder}`);
}
