import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { markingKeys } from './marking-keys.ts';

export type SaveMarksInput = OperationInput<'staff/saveMarks'>;

export function saveMarks(input: SaveMarksInput): Promise<OperationOutput<'staff/saveMarks'>> {
  return callApi('staff/saveMarks', input);
}

/** Saves marks; the attempt and the queues are read again afterwards, saved or refused as stale. */
export function useSaveMarks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMarks,
    onSettled: (_data, _error, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: markingKeys.attempt(input.assessid, input.eid) }),
        client.invalidateQueries({ queryKey: markingKeys.queues() }),
        client.invalidateQueries({ queryKey: markingKeys.taught() }),
      ]),
  });
}
