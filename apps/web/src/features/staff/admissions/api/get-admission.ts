import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { admissionKeys } from './admission-keys.ts';

export type Admission = OperationOutput<'staff/getAdmission'>['application'];
export type AdmissionDocument = Admission['documents'][number];
export type AdmissionDecision = Admission['decisions'][number];

export const admissionQuery = (oid: string, applicationid: string) =>
  queryOptions({
    queryKey: admissionKeys.detail(applicationid),
    queryFn: ({ signal }) => callApi('staff/getAdmission', { oid, applicationid }, { signal }),
    // The version a decision echoes is the one read here: never older than this visit's.
    staleTime: 0,
  });

/** One application with its sections, documents, decisions and version. */
export function useAdmission(oid: string, applicationid: string) {
  return useQuery(admissionQuery(oid, applicationid));
}
