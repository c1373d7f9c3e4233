import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { applicationKeys } from './get-application.ts';

export type ApplyPrograms = OperationOutput<'getPrograms'>;
export type ApplyProgram = ApplyPrograms['underGraduate'][number];

/** The application listing (spec getPrograms); saving, submitting and starting invalidate it. */
export const applyProgramsQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: applicationKeys.programs(oid, eid),
    queryFn: ({ signal }) => callApi('getPrograms', { oid, eid }, { signal }),
    staleTime: 30_000,
  });

export function useApplyPrograms() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(applyProgramsQuery(oid, username));
}
