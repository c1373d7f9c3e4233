import type { OperationInput } from '../../../../lib/api-client.ts';

export type CourseDiscussionQuery = OperationInput<'staff/listCourseDiscussion'>;

export const staffDiscussionKeys = {
  all: ['staff', 'discussion'] as const,
  courses: (oid: string) => [...staffDiscussionKeys.all, 'courses', oid] as const,
  threads: () => [...staffDiscussionKeys.all, 'threads'] as const,
  page: (query: CourseDiscussionQuery) => [...staffDiscussionKeys.threads(), query] as const,
};
