import type { ScormLaunch } from '@aula/contract/scorm';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type { ScormLaunch };

export const scormKeys = {
  all: ['scorm'] as const,
  launch: (oid: string, eid: string, bcid: string, objid: string) =>
    [...scormKeys.all, 'launch', oid, eid, bcid, objid] as const,
};

/** A SCORM object's launch page and the learner's stored CMI data (getScormData). */
export const scormLaunchQuery = (oid: string, eid: string, bcid: string, objid: string) =>
  queryOptions({
    queryKey: scormKeys.launch(oid, eid, bcid, objid),
    queryFn: ({ signal }) => callApi('getScormData', { oid, eid, bcid, objid }, { signal }),
    // Each launch starts from what the server holds now (another tab or device may have moved on),
    // and a running package is never restarted by a background refetch.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useScormLaunch(bcid: string, objid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(scormLaunchQuery(oid, username, bcid, objid));
}
