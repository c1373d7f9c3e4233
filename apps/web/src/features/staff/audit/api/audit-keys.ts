import type { OperationInput } from '../../../../lib/api-client.ts';

export type AuditQuery = OperationInput<'staff/listAuditEvents'>;

export const auditKeys = {
  all: ['staff', 'audit'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, 'list', query] as const,
};
