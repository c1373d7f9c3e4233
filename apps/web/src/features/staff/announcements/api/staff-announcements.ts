import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { staffAnnouncementKeys } from './announcement-keys.ts';
import type { PostTarget } from './post-target.ts';

export type StaffAnnouncement = OperationOutput<'staff/listAnnouncements'>['rows'][number];
export type SaveAnnouncementInput = OperationInput<'staff/saveAnnouncement'>;

/** The announcements of a course or batch as staff see them: scheduled, shown and withdrawn. */
export function useStaffAnnouncements(target: PostTarget) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffAnnouncementKeys.announcements(target),
    queryFn: ({ signal }) => callApi('staff/listAnnouncements', { oid, ...target }, { signal }),
  });
}

/** Posts or edits an announcement; the list is read again afterwards, done or not. */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAnnouncementInput) => callApi('staff/saveAnnouncement', body),
    onSettled: () => client.invalidateQueries({ queryKey: staffAnnouncementKeys.all }),
  });
}

/** Withdraws an announcement; the list is read again afterwards, done or not. */
export function useWithdrawAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationInput<'staff/withdrawAnnouncement'>) =>
      callApi('staff/withdrawAnnouncement', body),
    onSettled: () => client.invalidateQueries({ queryKey: staffAnnouncementKeys.all }),
  });
}
