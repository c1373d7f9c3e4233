import type { OperationInput } from '../../../../lib/api-client.ts';

/** Query keys of the staff reports (ADR 0085): each report under its filter. */
export const reportKeys = {
  all: ['staff', 'reports'] as const,
  progress: (filter: OperationInput<'staff/getProgressReport'>) =>
    [...reportKeys.all, 'progress', filter] as const,
  funnelProgrammes: (oid: string) => [...reportKeys.all, 'funnelProgrammes', oid] as const,
  funnel: (filter: OperationInput<'staff/getFunnelReport'>) => [...reportKeys.all, 'funnel', filter] as const,
  assessments: (oid: string) => [...reportKeys.all, 'assessments', oid] as const,
  assessment: (oid: string, assessid: string) => [...reportKeys.all, 'assessment', oid, assessid] as const,
  signIns: (filter: OperationInput<'staff/getSignInReport'>) =>
    [...reportKeys.all, 'signIns', filter] as const,
};
