import type { StaffInput } from '../../staff-api.ts';

export type AuditQuery = StaffInput<'staff/listAuditEvents'>;

export const auditKeys = {
  all: ['staff', 'audit'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, 'list', query] as const,
};
