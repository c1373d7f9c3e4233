import type { ApplicationSection } from '@aula/contract/application-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { applicationKeys } from './get-application.ts';

type AppObj = NonNullable<OperationInput<'updateUserApplication'>['appobj']>;

export interface ApplicationTarget {
  pid: string;
  bpid: string;
  pname: string;
  /** The application id held so far ('' before the first save). */
  appid: string;
  uname: string;
  evbab: boolean;
}

export type ApplicationSave = { action: 0; typeobj: ApplicationSection; appobj: AppObj } | { action: 2 };

/**
 * Saves a section (action 0, pstatus 1) or submits (action 2, pstatus 2). The listing and My
 * Application read the status, so both are invalidated.
 */
export function useUpdateUserApplication(target: ApplicationTarget) {
  const { oid } = useOrganisation();
  const user = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: ApplicationSave) =>
      callApi('updateUserApplication', {
        oid,
        eid: user.username,
        emailid: user.attributes.email,
        pid: target.pid,
        bpid: target.bpid,
        pname: target.pname,
        appid: target.appid,
        uname: target.uname,
        evbab: target.evbab,
        ...(save.action === 0
          ? { action: 0, pstatus: 1, typeobj: save.typeobj, appobj: save.appobj }
          : { action: 2, pstatus: 2 }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all, refetchType: 'none' }),
  });
}
