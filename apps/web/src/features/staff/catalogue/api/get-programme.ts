import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export type CatalogueProgramme = OperationOutput<'staff/getCatalogueProgramme'>;

export const catalogueProgrammeQuery = (oid: string, pid: string) =>
  queryOptions({
    queryKey: catalogueKeys.programme(oid, pid),
    queryFn: ({ signal }) => callApi('staff/getCatalogueProgramme', { oid, pid }, { signal }),
  });

/** A programme as its editor shows it: status, saved texts, batches and their courses. */
export function useCatalogueProgramme(oid: string, pid: string) {
  return useQuery(catalogueProgrammeQuery(oid, pid));
}
