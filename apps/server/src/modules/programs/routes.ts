import { getAllProgramList, type ProgramList } from '@aula/contract/programs';
import type { FastifyInstance } from 'fastify';
import type { ReadCacheSpec } from '../../platform/cache-registry.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';
import { listPrograms } from './list-programs.ts';

/** How long a server may show a catalogue it has read, should it miss an import's announcement. */
const CATALOGUE_TTL_MS = 5_000;

/**
 * The public catalogue is read on every visit to the landing page and changes a few times a year, so
 * each server keeps an organisation's list instead of asking the database each time; an import clears
 * it on every server when it commits. Errors (an unknown oid) are not kept.
 */
const CATALOGUE: ReadCacheSpec = {
  name: 'public catalogue by organisation',
  ttlMs: CATALOGUE_TTL_MS,
  clearedBy: CONTENT_CHANGED_CHANNEL,
};

export async function programRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = app.caches.cache<ProgramList>(CATALOGUE);
  app.operation(getAllProgramList, ({ db, body }) =>
    catalogue.get(body.oid, () => listPrograms(db, body.oid)),
  );
}
