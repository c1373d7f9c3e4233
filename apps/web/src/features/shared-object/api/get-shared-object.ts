import type { SharedObjectQuery } from '@aula/contract/shared-objects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type { SharedObjectQuery };

export const sharedObjectKeys = {
  all: ['shared-object'] as const,
  of: (query: SharedObjectQuery) => [...sharedObjectKeys.all, query] as const,
};

/** The address of the shared learning object, or null when the values name none. */
export function useSharedObject(query: SharedObjectQuery | null) {
  return useQuery({
    ...queryOptions({
      queryKey: sharedObjectKeys.of(query ?? { val1: '', val2: '', val3: '', val4: '', val5: '' }),
      queryFn: ({ signal }) =>
        query ? callApi('getSharedObject', query, { signal }) : Promise.resolve({ ourl: null }),
    }),
  });
}
