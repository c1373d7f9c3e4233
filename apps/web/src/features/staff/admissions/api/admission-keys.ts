import type { StaffInput } from '../../staff-api.ts';

export type AdmissionsQuery = StaffInput<'staff/listAdmissions'>;

export const admissionKeys = {
  all: ['staff', 'admissions'] as const,
  lists: () => [...admissionKeys.all, 'list'] as const,
  list: (query: AdmissionsQuery) => [...admissionKeys.lists(), query] as const,
  detail: (applicationid: string) => [...admissionKeys.all, 'detail', applicationid] as const,
};
