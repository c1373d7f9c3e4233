import type { FastifyInstance } from 'fastify';
import { importContent } from './content-sections.ts';
import { organisations } from './db/schema/organisations.ts';

/** On a database with no organisation, loads the demo organisation from its content bundle. */
export async function seedDemoIfEmpty(app: FastifyInstance, folder: string): Promise<void> {
  const [existing] = await app.db.select({ oid: organisations.oid }).from(organisations).limit(1);
  if (existing) return;
  const summary = await importContent(app.db, folder, app);
  app.log.info({ summary }, `seeded the demo organisation from ${folder}`);
}
