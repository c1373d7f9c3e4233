import { useMutation } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

export type PartnerCsvInput = OperationInput<'staff/previewPartnerImport'>;
export type PartnerPreview = OperationOutput<'staff/previewPartnerImport'>;
export type PartnerImportRow = PartnerPreview['rows'][number];

export function previewPartnerImport(input: PartnerCsvInput): Promise<PartnerPreview> {
  return callApi('staff/previewPartnerImport', input);
}

/** Reads a partner CSV on the server: every row with what an import would do and its problems. */
export function usePreviewPartnerImport() {
  return useMutation({ mutationFn: previewPartnerImport });
}
