import { limits } from '@aula/contract/common';
import type { AuditQuery } from '../api/audit-keys.ts';

/** A `datetime-local` value (the browser's own time) as the moment it names, in ISO form; else nothing. */
export function localMoment(value: string | undefined): string | undefined {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** The audit log's filters as the address holds them, read into the body of `staff/listAuditEvents`. */
export function auditQuery(oid: string, get: (key: string) => string | undefined, page: number): AuditQuery {
  const query: AuditQuery = { oid, page };
  const actor = get('actor')?.trim().slice(0, limits.email);
  if (actor) query.actor = actor;
  const action = get('action')?.trim().slice(0, limits.id);
  if (action) query.action = action;
  const subjectId = get('subject')?.trim().slice(0, limits.id);
  if (subjectId) query.subjectId = subjectId;
  const from = localMoment(get('from'));
  if (from) query.from = from;
  const to = localMoment(get('to'));
  if (to) query.to = to;
  return query;
}

/** The same filters without the page: what the CSV export is asked for. */
export function auditExportFilter(query: AuditQuery): Omit<AuditQuery, 'page'> {
  const { page: _page, ...filter } = query;
  return filter;
}

/** Before or after as readable JSON: indented, keys as they came; nothing at all says so. */
export function readableJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, null, 2);
}
