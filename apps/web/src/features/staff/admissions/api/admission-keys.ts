import type { OperationInput } from '../../../../lib/api-client.ts';

export type AdmissionsQuery = OperationInput<'staff/listAdmissions'>;

export const admissionKeys = {
  all: ['staff', 'admissions'] as const,
  lists: () => [...admissionKeys.all, 'list'] as const,
  list: (query: AdmissionsQuery) => [...admissionKeys.lists(), query] as const,
  detail: (applicationid: string) => [...admissionKeys.all, 'detail', applicationid] as const,
};
