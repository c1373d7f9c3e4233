import type { OperationInput } from '../../../../lib/api-client.ts';

export type ProjectThreadsQuery = OperationInput<'staff/listProjectThreads'>;
export type ProjectThreadRef = OperationInput<'staff/getProjectThread'>;

export const staffProjectKeys = {
  all: ['staff', 'project'] as const,
  courses: (oid: string) => [...staffProjectKeys.all, 'courses', oid] as const,
  threads: (query: ProjectThreadsQuery) => [...staffProjectKeys.all, 'threads', query] as const,
  thread: (ref: ProjectThreadRef) => [...staffProjectKeys.all, 'thread', ref] as const,
};
