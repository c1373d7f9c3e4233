import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { type NameChangesQuery, nameChangeKeys } from './name-change-keys.ts';

export type NameChangesPage = OperationOutput<'staff/listNameChanges'>;
export type NameChangeRow = NameChangesPage['rows'][number];

export const nameChangesQuery = (query: NameChangesQuery) =>
  queryOptions({
    queryKey: nameChangeKeys.list(query),
    queryFn: ({ signal }) => callApi('staff/listNameChanges', query, { signal }),
    // Other counsellors decide too: a page is read again whenever it is shown again.
    staleTime: 0,
    // The page on view stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the pending changes of legal name the member decides, oldest first. */
export function useNameChanges(query: NameChangesQuery) {
  return useQuery(nameChangesQuery(query));
}
