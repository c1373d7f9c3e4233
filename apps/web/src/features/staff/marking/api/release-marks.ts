import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { markingKeys } from './marking-keys.ts';

export type ReleaseMarksInput = OperationInput<'staff/releaseMarks'>;

export function releaseMarks(input: ReleaseMarksInput): Promise<OperationOutput<'staff/releaseMarks'>> {
  return callApi('staff/releaseMarks', input);
}

/** Releases one attempt's marks or every marked attempt's; everything marking shows is read again. */
export function useReleaseMarks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releaseMarks,
    onSettled: () => client.invalidateQueries({ queryKey: markingKeys.all }),
  });
}
