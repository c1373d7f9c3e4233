import { getSharedObject } from '@aula/contract/shared-objects';
import type { FastifyInstance } from 'fastify';
import { findServedOrganisation } from '../organisation/index.ts';
import { resolveSharedObject } from './resolve-shared-object.ts';

/** getSharedObject: a shared link's values resolved to a learning object of the portal's organisation. */
export async function sharedObjectRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getSharedObject, async ({ db, files, config, body, clock }) => {
    const { oid } = await findServedOrganisation(db, config.AULA_OID);
    return resolveSharedObject({ db, files, config }, oid, body, clock.now());
  });
}
