import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export type BundleExport = OperationOutput<'staff/exportBundle'>;

export function exportBundle(input: OperationInput<'staff/exportBundle'>): Promise<BundleExport> {
  return callApi('staff/exportBundle', input);
}

/** Asks for a bundle (audited on the server): the answer is the address its zip downloads from. */
export function useExportBundle() {
  return useMutation({ mutationFn: exportBundle });
}
