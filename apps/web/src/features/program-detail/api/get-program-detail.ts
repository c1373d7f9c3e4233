import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

export type ProgramDetail = OperationOutput<'getProgramDetail'>;

export const programDetailKeys = {
  all: ['program-detail'] as const,
  detail: (oid: string, pid: string, bpid: string | undefined) =>
    [...programDetailKeys.all, oid, pid, bpid ?? null] as const,
};

/**
 * The spec's GET_PROGRAM (oid, pid, bpid). The bpid remembered from the header may be of a batch
 * that has since closed: the server then names bpid in its 404, and the program's current batch is
 * asked for instead, rather than showing a program that exists as missing.
 */
export async function getProgramDetail(
  input: { oid: string; pid: string; bpid?: string | undefined },
  signal?: AbortSignal,
): Promise<ProgramDetail> {
  const options = signal ? { signal } : {};
  const { oid, pid, bpid } = input;
  if (bpid === undefined) return callApi('getProgramDetail', { oid, pid }, options);
  try {
    return await callApi('getProgramDetail', { oid, pid, bpid }, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NOT_FOUND' && 'bpid' in error.fields)) throw error;
    return callApi('getProgramDetail', { oid, pid }, options);
  }
}

export const programDetailQuery = (oid: string, pid: string, bpid: string | undefined) =>
  queryOptions({
    queryKey: programDetailKeys.detail(oid, pid, bpid),
    queryFn: ({ signal }) => getProgramDetail({ oid, pid, bpid }, signal),
    staleTime: 5 * 60_000,
  });

/** The program on the detail page; nothing invalidates it (staff change programs elsewhere). */
export function useProgramDetail(pid: string, bpid: string | undefined) {
  const { oid } = useOrganisation();
  return useQuery(programDetailQuery(oid, pid, bpid));
}
