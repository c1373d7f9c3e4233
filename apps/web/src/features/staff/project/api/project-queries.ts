import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { type ProjectThreadRef, type ProjectThreadsQuery, staffProjectKeys } from './project-keys.ts';

export type ProjectCourse = OperationOutput<'staff/listProjectCourses'>['rows'][number];
export type ReviewThreadDetail = OperationOutput<'staff/getProjectThread'>;
export type ReviewMessage = ReviewThreadDetail['messages'][number];

/** The batch courses with a project the member teaches, each objective with the threads awaiting review. */
export function useProjectCourses() {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffProjectKeys.courses(oid),
    queryFn: ({ signal }) => callApi('staff/listProjectCourses', { oid }, { signal }),
    staleTime: 0,
  });
}

/** A page of the learners' threads of an objective. */
export function useProjectThreads(query: ProjectThreadsQuery) {
  return useQuery({
    queryKey: staffProjectKeys.threads(query),
    queryFn: ({ signal }) => callApi('staff/listProjectThreads', query, { signal }),
    // Learners write meanwhile: a page is read again whenever it is shown again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One learner's thread, with its messages, staff replies and attachments. */
export function useProjectThread(ref: ProjectThreadRef) {
  return useQuery({
    queryKey: staffProjectKeys.thread(ref),
    queryFn: ({ signal }) => callApi('staff/getProjectThread', ref, { signal }),
    staleTime: 0,
  });
}
