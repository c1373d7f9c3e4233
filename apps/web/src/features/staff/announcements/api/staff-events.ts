import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { staffAnnouncementKeys } from './announcement-keys.ts';
import type { PostTarget } from './post-target.ts';

export type StaffEvent = OperationOutput<'staff/listEvents'>['rows'][number];
export type SaveEventInput = OperationInput<'staff/saveEvent'>;

/** The calendar events of a course or batch. */
export function useStaffEvents(target: PostTarget) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffAnnouncementKeys.events(target),
    queryFn: ({ signal }) => callApi('staff/listEvents', { oid, ...target }, { signal }),
  });
}

/** Adds or edits an event; the list is read again afterwards, done or not. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEventInput) => callApi('staff/saveEvent', body),
    onSettled: () => client.invalidateQueries({ queryKey: staffAnnouncementKeys.all }),
  });
}

/** Deletes an event; the list is read again afterwards, done or not. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationInput<'staff/deleteEvent'>) => callApi('staff/deleteEvent', body),
    onSettled: () => client.invalidateQueries({ queryKey: staffAnnouncementKeys.all }),
  });
}
