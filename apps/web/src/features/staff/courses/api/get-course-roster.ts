import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { courseKeys, type RosterQuery } from './course-keys.ts';

export type RosterPage = OperationOutput<'staff/getCourseRoster'>;
export type RosterRow = RosterPage['rows'][number];

export const courseRosterQuery = (query: RosterQuery) =>
  queryOptions({
    queryKey: courseKeys.roster(query),
    queryFn: ({ signal }) => callApi('staff/getCourseRoster', query, { signal }),
    // Learners study meanwhile: a page is read again whenever it is shown again.
    staleTime: 0,
    // The page on view stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of a course's roster with each learner's progress, searched and sorted on the server. */
export function useCourseRoster(query: RosterQuery) {
  return useQuery(courseRosterQuery(query));
}
