import type { CertificateVerification } from '@aula/contract/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { certificateKeys } from './get-certificates.ts';

export type { CertificateVerification };

/** Certificate numbers are capital letters, digits and hyphens; a typed number is read in capitals. */
export function normaliseCertificateNumber(value: string): string {
  return value.trim().toUpperCase();
}

const numberPattern = /^[A-Z0-9-]{6,64}$/;

/**
 * What the public verification page confirms, or null when there is no such certificate (a number
 * that cannot be one is not even asked about).
 */
export const verificationQuery = (oid: string, certno: string) =>
  queryOptions({
    queryKey: certificateKeys.verification(oid, certno),
    queryFn: async ({ signal }): Promise<CertificateVerification | null> => {
      if (!numberPattern.test(certno)) return null;
      try {
        return await callApi('verifyCertificate', { oid, certno }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export function useCertificateVerification(certno: string) {
  const { oid } = useOrganisation();
  return useQuery(verificationQuery(oid, normaliseCertificateNumber(certno)));
}
