import type { ProjectPhase } from '@aula/contract/project-phase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { projectKeys } from './project-keys.ts';

export type { ProjectPhase };
export type ProjectNugget = ProjectPhase['nuggets'][number];
export type ProjectObject = ProjectNugget['objects'][number];

/** The project of a course (bcid): nuggets and objectives with the learner's statuses and locks. */
export const projectPhaseQuery = (oid: string, eid: string, bcid: string) =>
  queryOptions({
    queryKey: projectKeys.phase(oid, eid, bcid),
    queryFn: ({ signal }) => callApi('getProjectPhase', { oid, eid, bcid }, { signal }),
  });

export function useProjectPhase(bcid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(projectPhaseQuery(oid, username, bcid));
}
