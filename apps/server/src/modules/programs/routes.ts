import { getAllProgramList, type ProgramList } from '@aula/contract/programs';
import type { FastifyInstance } from 'fastify';
import { createCatalogueCache } from './catalogue-cache.ts';
import { listPrograms } from './list-programs.ts';

/** How long a server may show a catalogue it has read: an import shows everywhere within this time. */
export const CATALOGUE_TTL_MS = 5_000;

export async function programRoutes(app: FastifyInstance): Promise<void> {
  const cached = createCatalogueCache<ProgramList>(CATALOGUE_TTL_MS);
  app.operation(getAllProgramList, ({ db, body }) => cached(body.oid, () => listPrograms(db, body.oid)));
}
