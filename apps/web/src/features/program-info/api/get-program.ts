import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type ProgramInfo = OperationOutput<'getProgram'>;

export const programInfoKeys = {
  all: ['program-info'] as const,
  program: (oid: string, pid: string, bpid: string) =>
    [...programInfoKeys.all, 'program', oid, pid, bpid] as const,
  schedule: (oid: string, bpid: string) => [...programInfoKeys.all, 'schedule', oid, bpid] as const,
};

/** The spec's GET_PROGRAM (oid, bpid, pid): the program as the learner's batch runs it. */
export const programInfoQuery = (oid: string, pid: string, bpid: string) =>
  queryOptions({
    queryKey: programInfoKeys.program(oid, pid, bpid),
    queryFn: ({ signal }) => callApi('getProgram', { oid, pid, bpid }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useProgramInfo(pid: string, bpid: string) {
  const { oid } = useOrganisation();
  return useQuery(programInfoQuery(oid, pid, bpid));
}
