import { queryOptions } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { applicationKeys } from './get-application.ts';

export type SavedApplication = OperationOutput<'getUserApplication'>;

/**
 * The saved application the wizard fills itself from (the spec's update-user-application, action 1);
 * ApplicationFormLoader reads it afresh each time the form opens.
 */
export const userApplicationQuery = (oid: string, eid: string, pid: string, bpid: string) =>
  queryOptions({
    queryKey: applicationKeys.form(oid, eid, bpid),
    queryFn: ({ signal }) => callApi('getUserApplication', { oid, eid, action: 1, pid, bpid }, { signal }),
  });
