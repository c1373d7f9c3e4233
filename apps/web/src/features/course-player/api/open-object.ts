import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { recordObjectProgress } from './player-cache.ts';
import { callOrQueue, offline } from './progress-call.ts';

/**
 * Opens an object on the server (op 0 becomes 1; the course resumes there); offline, the opening is
 * kept for later. Updates the outline's copy either way.
 */
export function useOpenObject(bcid: string) {
  const client = useQueryClient();
  const { oid } = useOrganisation();
  const { username: eid } = useSessionUser();
  return useMutation({
    mutationFn: (objid: string) =>
      callOrQueue({ kind: 'open', oid, eid, bcid, objid }, () =>
        callApi('openObject', { oid, eid, bcid, objid }),
      ),
    onSuccess: (answer) => {
      if (answer !== offline) recordObjectProgress(client, { oid, eid, bcid }, answer);
    },
  });
}
