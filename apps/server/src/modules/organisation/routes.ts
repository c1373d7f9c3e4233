import { getOrganisation } from '@aula/contract/organisation';
import type { FastifyInstance } from 'fastify';
import { findServedOrganisation } from './find-organisation.ts';

export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getOrganisation, ({ db, config }) => findServedOrganisation(db, config.AULA_OID));
}
