import { useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { staffDiscussionKeys } from './discussion-keys.ts';

export type DiscussionCourse = OperationOutput<'staff/listDiscussionCourses'>['rows'][number];

/** The batch courses the member teaches, with their questions and those staff have not answered. */
export function useDiscussionCourses() {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffDiscussionKeys.courses(oid),
    queryFn: ({ signal }) => callApi('staff/listDiscussionCourses', { oid }, { signal }),
  });
}
