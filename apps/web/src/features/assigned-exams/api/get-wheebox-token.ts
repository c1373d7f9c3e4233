import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { assignedExamKeys } from './get-assigned-tests.ts';

/**
 * A launch at the proctoring provider for one test (spec `getWheeboxToken`). A refusal may mean the
 * list or the results changed meanwhile (deactivated, taken): both are asked again.
 */
export function useWheeboxToken() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (testId: string) => callApi('getWheeboxToken', { oid, eid: username, test_id: testId }),
    onError: () => {
      void client.invalidateQueries({ queryKey: assignedExamKeys.assigned(oid, username) });
      void client.invalidateQueries({ queryKey: assignedExamKeys.results(oid, username) });
    },
  });
}
