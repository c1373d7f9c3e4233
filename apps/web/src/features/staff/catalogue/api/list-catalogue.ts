import type { ProgrammeStatus } from '@aula/contract/staff-catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const catalogueListQuery = (oid: string, status: ProgrammeStatus | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.list(oid, status ?? 'all'),
    queryFn: ({ signal }) =>
      callApi('staff/listCatalogue', { oid, ...(status ? { status } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The organisation's programmes in catalogue order (all, or those of one status). */
export function useCatalogueList(oid: string, status: ProgrammeStatus | undefined) {
  return useQuery(catalogueListQuery(oid, status));
}
