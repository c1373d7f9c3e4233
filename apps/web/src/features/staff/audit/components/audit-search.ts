import { limits } from '@aula/contract/common';
import type { AuditQuery } from '../api/audit-keys.ts';

/**
 * The audit log's filters as the address holds them, read into the body of `staff/listAuditEvents`;
 * `moment` reads a typed time (`from`, `to`) as the university's.
 */
export function auditQuery(
  oid: string,
  get: (key: string) => string | undefined,
  page: number,
  moment: (value: string | undefined) => string | undefined,
): AuditQuery {
  const query: AuditQuery = { oid, page };
  const actor = get('actor')?.trim().slice(0, limits.email);
  if (actor) query.actor = actor;
  const action = get('action')?.trim().slice(0, limits.id);
  if (action) query.action = action;
  const subjectId = get('subject')?.trim().slice(0, limits.id);
  if (subjectId) query.subjectId = subjectId;
  const from = moment(get('from'));
  if (from) query.from = from;
  const to = moment(get('to'));
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
