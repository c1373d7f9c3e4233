import type { ProgramList } from '@aula/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type { ProgramList };

export const programKeys = {
  all: ['programs'] as const,
  catalogue: (oid: string) => [...programKeys.all, 'catalogue', oid] as const,
};

export function getAllProgramList(oid: string, signal?: AbortSignal): Promise<ProgramList> {
  return callApi('getAllProgramList', { oid }, signal ? { signal } : {});
}

/** The public catalogue (every published program with its current batch), grouped by category. */
export const allProgramListQuery = (oid: string) =>
  queryOptions({
    queryKey: programKeys.catalogue(oid),
    queryFn: ({ signal }) => getAllProgramList(oid, signal),
    staleTime: 5 * 60_000,
  });

/** The catalogue of the organisation on view; nothing invalidates it (staff change it elsewhere). */
export function useAllProgramList() {
  const { oid } = useOrganisation();
  return useQuery(allProgramListQuery(oid));
}
