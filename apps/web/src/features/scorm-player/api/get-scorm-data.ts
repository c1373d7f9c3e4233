import type { ScormLaunch } from '@aula/contract/scorm';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { ScormLaunch };

export const scormKeys = {
  all: ['scorm'] as const,
  launch: (oid: string, eid: string, bcid: string, objid: string, scoid: string | undefined) =>
    [...scormKeys.all, 'launch', oid, eid, bcid, objid, scoid ?? null] as const,
};

/**
 * A SCO of a SCORM object (`scoid`, else the one the learner was last in): its launch page, the
 * learner's stored CMI data for it and the package's SCOs (getScormData).
 */
export const scormLaunchQuery = (
  oid: string,
  eid: string,
  bcid: string,
  objid: string,
  scoid: string | undefined,
) =>
  queryOptions({
    queryKey: scormKeys.launch(oid, eid, bcid, objid, scoid),
    queryFn: ({ signal }) =>
      callApi('getScormData', { oid, eid, bcid, objid, ...(scoid ? { scoid } : {}) }, { signal }),
    // Each launch starts from what the server holds now (another tab or device may have moved on),
    // and a running package is never restarted by a background refetch, nor by a second component
    // reading the same launch (the SCORM page's title and its renderer).
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useScormLaunch(bcid: string, objid: string, scoid?: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(scormLaunchQuery(oid, username, bcid, objid, scoid));
}
