import { getOrganisation } from '@aula/contract/organisation';
import type { FastifyInstance } from 'fastify';
import { findPortalOrganisation } from './find-organisation.ts';

export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getOrganisation, ({ db, config, clock }) =>
    findPortalOrganisation(db, config.AULA_OID, clock.now()),
  );
}
