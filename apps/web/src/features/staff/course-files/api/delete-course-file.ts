import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseFileKeys } from './course-file-keys.ts';

/** Deletes an uploaded course file (refused while a course points to it); the list is read again. */
export function useDeleteCourseFile() {
  const { oid } = useOrganisation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ourl: string) => callApi('staff/deleteCourseFile', { oid, ourl }),
    onSuccess: () => client.invalidateQueries({ queryKey: courseFileKeys.list(oid) }),
  });
}
