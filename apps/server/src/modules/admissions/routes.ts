import {
  decideAdmission,
  exportAdmissions,
  getAdmission,
  listAdmissions,
} from '@aula/contract/staff-admissions';
import { decideNameChange, listNameChanges } from '@aula/contract/staff-name-changes';
import { importPartnerRecords, previewPartnerImport } from '@aula/contract/staff-partner-import';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/index.ts';
import { decideApplication } from './decide-admission.ts';
import { documentAddresses } from './document-address.ts';
import { exportAdmissionsCsv } from './export-admissions.ts';
import { findAdmissionDetail } from './get-admission.ts';
import { listAdmissionsPage } from './list-admissions.ts';
import { decidePendingNameChange, listPendingNameChanges } from './name-changes.ts';
import { importPartnerCsv, previewPartnerCsv } from './partner-import.ts';
import { registerAdmissionPolicies } from './policy.ts';
import { serveApplicationDocument } from './serve-document.ts';

/**
 * The staff side of admissions (ADR 0067): the queue, its CSV, one application with its documents, and
 * a counsellor's decision; pending changes of legal name; the partner records' CSV import. Every application and programme a body names has passed the policies of
 * policy.ts before a handler runs; the queue itself is limited to the actor's scope in SQL.
 */
export async function admissionRoutes(app: FastifyInstance): Promise<void> {
  registerAdmissionPolicies(app);
  app.operation(listAdmissions, ({ db, user, body }) => listAdmissionsPage(db, user, body));
  app.operation(exportAdmissions, async ({ db, clock, user, body, request }) => {
    const now = clock.now();
    const exported = await exportAdmissionsCsv(db, user, body, now);
    // Personal data leaving the portal in bulk is a staff action like any other.
    await recordAudit(db, {
      oid: user.oid,
      actor: { userId: user.userId, eid: user.eid },
      action: 'admissions.export',
      after: { filter: body, truncated: exported.truncated },
      ip: request.ip,
      at: now,
    });
    return exported;
  });
  app.operation(getAdmission, ({ db, clock, user, body }) =>
    findAdmissionDetail(db, user, body.applicationid, clock.now()),
  );
  app.operation(decideAdmission, ({ user, body, request, ...services }) =>
    decideApplication(services, user, body, { ip: request.ip, log: request.log }),
  );
  app.operation(listNameChanges, ({ db, user, body }) => listPendingNameChanges(db, user, body.page));
  app.operation(decideNameChange, ({ db, clock, user, body, request }) =>
    decidePendingNameChange(db, user, body, { ip: request.ip, now: clock.now() }),
  );
  app.operation(previewPartnerImport, ({ db, clock, user, body }) =>
    previewPartnerCsv(db, user, body.csv, clock.now()),
  );
  app.operation(importPartnerRecords, ({ db, clock, user, body, request }) =>
    importPartnerCsv(db, user, body.csv, { ip: request.ip, now: clock.now() }),
  );
  app.get<{ Params: { applicationid: string; field: string } }>(
    `${documentAddresses.prefix}:applicationid/:field`,
    serveApplicationDocument,
  );
}
