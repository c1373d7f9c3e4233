import type { OperationInput } from '../../../../lib/api-client.ts';

export type StaffListQuery = OperationInput<'staff/listStaff'>;

export const staffKeys = {
  all: ['staff', 'accounts'] as const,
  list: (query: StaffListQuery) => [...staffKeys.all, 'list', query] as const,
};
