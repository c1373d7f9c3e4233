import type { IaMarks } from '@aula/contract/ia-marks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { IaMarks };
export type IaCourse = IaMarks['courses'][number];
export type IaMark = IaCourse['marks'][number];

export const iaMarkKeys = {
  all: ['ia-marks'] as const,
  of: (oid: string, eid: string, bpid: string, semester: number) =>
    [...iaMarkKeys.all, oid, eid, bpid, semester] as const,
};

/** The learner's visible marks in a batch and semester, by course. */
export const iaMarksQuery = (oid: string, eid: string, bpid: string, semester: number) =>
  queryOptions({
    queryKey: iaMarkKeys.of(oid, eid, bpid, semester),
    queryFn: ({ signal }) => callApi('getIaMarks', { oid, eid, bpid, semester }, { signal }),
    // Answer windows close as time passes: ask again on each visit.
    staleTime: 0,
  });

export function useIaMarks(bpid: string | undefined, semester: number) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({ ...iaMarksQuery(oid, username, bpid ?? '', semester), enabled: bpid !== undefined });
}
