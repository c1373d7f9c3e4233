import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { markingKeys } from './marking-keys.ts';

/** Marks an assessment anonymously or not; everything marking shows is read again, names hidden or shown. */
export function useSetAnonymousMarking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { oid: string; assessid: string; anonymous: boolean }) =>
      callApi('staff/setAnonymousMarking', input),
    onSettled: () => client.invalidateQueries({ queryKey: markingKeys.all }),
  });
}
