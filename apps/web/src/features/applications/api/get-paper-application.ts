import { queryOptions } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { applicationKeys } from './get-application.ts';

export type SavedPaperApplication = OperationOutput<'getPaperApplication'>;

/**
 * The paper-style application the form fills itself from, with the university's today;
 * ApplicationFormLoader reads it afresh each time the form opens.
 */
export const paperApplicationQuery = (oid: string, eid: string, pid: string, bpid: string) =>
  queryOptions({
    queryKey: applicationKeys.paperForm(oid, eid, bpid),
    queryFn: ({ signal }) => callApi('getPaperApplication', { oid, eid, pid, bpid }, { signal }),
  });
