import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { extraTimeKeys } from './extra-time-keys.ts';

export type AccommodationRow = OperationOutput<'staff/listAccommodations'>['rows'][number];
export type AccommodationInput = OperationInput<'staff/setAccommodation'>;

/** A timed assessment's accommodations, read again whenever shown (other staff grant them too). */
export function useAccommodations(oid: string, assessid: string | null) {
  return useQuery({
    queryKey: extraTimeKeys.accommodations(oid, assessid ?? ''),
    queryFn: ({ signal }) =>
      callApi('staff/listAccommodations', { oid, assessid: assessid ?? '' }, { signal }),
    enabled: assessid !== null,
    staleTime: 0,
  });
}

/** Grants (or replaces) a learner's accommodation; the list is read again afterwards. */
export function useSetAccommodation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccommodationInput) => callApi('staff/setAccommodation', input),
    onSettled: (_data, _error, input) =>
      client.invalidateQueries({ queryKey: extraTimeKeys.accommodations(input.oid, input.assessid) }),
  });
}

/** Removes a learner's accommodation; the list is read again afterwards. */
export function useRemoveAccommodation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<'staff/removeAccommodation'>) =>
      callApi('staff/removeAccommodation', input),
    onSettled: (_data, _error, input) =>
      client.invalidateQueries({ queryKey: extraTimeKeys.accommodations(input.oid, input.assessid) }),
  });
}
