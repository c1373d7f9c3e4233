import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export type PartnerImportResult = OperationOutput<'staff/importPartnerRecords'>;

export function importPartnerRecords(
  input: OperationInput<'staff/importPartnerRecords'>,
): Promise<PartnerImportResult> {
  return callApi('staff/importPartnerRecords', input);
}

/** Writes the valid rows of a partner CSV; the answer counts them and lists the refused rows. */
export function useImportPartnerRecords() {
  return useMutation({ mutationFn: importPartnerRecords });
}
