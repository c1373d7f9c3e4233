import type { PaperForm } from '@aula/contract/paper-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { applicationKeys } from './get-application.ts';

/**
 * Saves the paper-style form, which puts it under review (pstatus 2, spec 3 §2). The listing and My
 * Application read the status, so both are invalidated.
 */
export function useUpdatePaperApplication(target: { pid: string; bpid: string; appid: string }) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: PaperForm) =>
      callApi('updatePaperApplication', { oid, eid: username, ...target, pstatus: 2, form }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all, refetchType: 'none' }),
  });
}
