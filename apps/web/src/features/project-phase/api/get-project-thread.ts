import { type ProjectThreadAnswer, projectPollMs } from '@aula/contract/project-phase';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { projectKeys } from './project-keys.ts';

export type ProjectThread = NonNullable<ProjectThreadAnswer['thread']>;
export type ProjectMessage = ProjectThread['messages'][number];

/**
 * The thread of an open objective, asked again every 5 seconds while it is on screen (spec 2 §7). Each
 * poll sends the version the screen has: the server then answers "nothing new" without the thread,
 * and the thread on screen stays as it is.
 */
export function useProjectThread(bcid: string, objid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  const queryKey = projectKeys.thread(oid, username, bcid, objid);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const had = client.getQueryData<ProjectThreadAnswer>(queryKey);
      const answer = await callApi(
        'getUserProjectObjects',
        { oid, eid: username, bcid, objid, ...(had ? { version: had.version } : {}) },
        { signal },
      );
      return !answer.changed && had ? had : answer;
    },
    refetchInterval: projectPollMs,
  });
}
