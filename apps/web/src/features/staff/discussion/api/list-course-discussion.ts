import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { type CourseDiscussionQuery, staffDiscussionKeys } from './discussion-keys.ts';

export type CourseDiscussionPage = OperationOutput<'staff/listCourseDiscussion'>;
export type StaffThread = CourseDiscussionPage['rows'][number];
export type StaffAnswer = StaffThread['answers'][number];

/** A page of a course's discussion as staff moderate it: hidden posts included. */
export function useCourseDiscussion(query: CourseDiscussionQuery) {
  return useQuery({
    queryKey: staffDiscussionKeys.page(query),
    queryFn: ({ signal }) => callApi('staff/listCourseDiscussion', query, { signal }),
    // Learners post meanwhile: a page is read again whenever it is shown again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
