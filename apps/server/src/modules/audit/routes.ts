import { exportAuditEvents, listAuditEvents } from '@aula/contract/staff';
import type { FastifyInstance } from 'fastify';
import { exportAuditEvents as exportService } from './export-audit-events.ts';
import { listAuditEvents as listService } from './list-audit-events.ts';

/** The audit log for admins: a filtered, paged table and its CSV export (ADR 0066). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.operation(listAuditEvents, ({ db, body }) => listService(db, body));
  app.operation(exportAuditEvents, ({ db, clock, request, user, body }) =>
    exportService(db, user, body, { now: clock.now(), ip: request.ip }),
  );
}
