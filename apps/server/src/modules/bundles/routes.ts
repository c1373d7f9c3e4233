import {
  checkBundleImport,
  exportBundle,
  importBundleZip,
  presignBundleImport,
} from '@aula/contract/staff-bundles';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { presignBundleImport as presign } from './bundle-upload.ts';
import { bundleAddresses } from './export-address.ts';
import { checkBundleImport as check, importUploadedBundle } from './import-uploaded-bundle.ts';
import { requestBundleExport } from './request-export.ts';
import type { BrowserImport } from './run-bundle-import.ts';
import { serveBundleExport } from './serve-export.ts';

/**
 * Admins download the catalogue as a content bundle (ADR 0084) and import one from the browser with
 * the sections the composition root names (ADR 0098).
 */
export function bundleRoutes(importing: BrowserImport): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.operation(exportBundle, ({ db, clock, request, user, body }) =>
      requestBundleExport(db, user, body, { now: clock.now(), ip: request.ip }),
    );
    app.get(`${bundleAddresses.prefix}:oid`, serveBundleExport);
    app.get(`${bundleAddresses.prefix}:oid/:pid`, serveBundleExport);
    app.operation(presignBundleImport, ({ db, files, clock, user, body }) =>
      presign({ db, files }, user, body, clock.now()),
    );
    app.operation(checkBundleImport, ({ db, files, clock, user, body }) =>
      check({ db, files, clock }, importing, user, body.filename),
    );
    app.operation(importBundleZip, ({ db, files, clock, request, user, body }) =>
      importUploadedBundle({ db, files, clock }, importing, user, body.filename, request.ip),
    );
  };
}
