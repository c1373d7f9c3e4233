import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export type CatalogueProgramme = OperationOutput<'staff/getCatalogueProgramme'>;

/**
 * The editor opens on the programme as stored, never on a copy from an earlier visit: the course
 * builder's first publish of a course adds it to the curriculum (ADR 0089), and texts saved from an
 * old copy would drop it again. Kept only while the editor is open.
 */
export const catalogueProgrammeQuery = (oid: string, pid: string) =>
  queryOptions({
    queryKey: catalogueKeys.programme(oid, pid),
    queryFn: ({ signal }) => callApi('staff/getCatalogueProgramme', { oid, pid }, { signal }),
    gcTime: 0,
  });

/** A programme as its editor shows it: status, saved texts, batches and their courses. */
export function useCatalogueProgramme(oid: string, pid: string) {
  return useQuery(catalogueProgrammeQuery(oid, pid));
}
