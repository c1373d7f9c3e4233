import { exportBundle } from '@aula/contract/staff-bundles';
import type { FastifyInstance } from 'fastify';
import { bundleAddresses } from './export-address.ts';
import { requestBundleExport } from './request-export.ts';
import { serveBundleExport } from './serve-export.ts';

/** Admins download the catalogue as a content bundle (ADR 0084). */
export async function bundleRoutes(app: FastifyInstance): Promise<void> {
  app.operation(exportBundle, ({ db, clock, request, user, body }) =>
    requestBundleExport(db, user, body, { now: clock.now(), ip: request.ip }),
  );
  app.get(`${bundleAddresses.prefix}:oid`, serveBundleExport);
  app.get(`${bundleAddresses.prefix}:oid/:pid`, serveBundleExport);
}
