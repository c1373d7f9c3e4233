import type { ReferenceItem } from '@aula/contract/course';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { courseKeys } from './get-course.ts';

export type { ReferenceItem };

/** The references of a course (the spec's references call). */
export const referencesQuery = (oid: string, bcid: string) =>
  queryOptions({
    queryKey: courseKeys.references(oid, bcid),
    queryFn: ({ signal }) => callApi('getReferences', { oid, bcid }, { signal }),
  });

export function useReferences(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery(referencesQuery(oid, bcid));
}
