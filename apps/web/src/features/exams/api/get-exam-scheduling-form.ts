import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { examKeys } from './get-usn.ts';

export type ExamSchedulingForm = OperationOutput<'getExamSchedulingForm'>;

/**
 * The hand-off form for a batch, made and hashed by the server (spec 1 §7 "Exam hand-off"). It is
 * asked on arrival, to learn whether the hand-off can work (configured, USN issued), and again at
 * the click: its timestamp must be fresh when it reaches the provider.
 */
export const examSchedulingFormQuery = (oid: string, bpid: string) =>
  queryOptions({
    queryKey: examKeys.schedulingForm(oid, bpid),
    queryFn: ({ signal }) => callApi('getExamSchedulingForm', { oid, bpid }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useExamSchedulingForm(bpid: string) {
  const { oid } = useOrganisation();
  return useQuery(examSchedulingFormQuery(oid, bpid));
}
