import type { CourseDraft } from '@aula/contract/staff-course-builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseBuilderKeys } from './course-builder-keys.ts';
import type { CourseDraftAnswer } from './course-draft.ts';

/**
 * Saves the whole draft at the version it was read at; the answer's version and changes replace the
 * cached ones, and the programme's list is read again. A 409 (saved elsewhere meanwhile) reads it again.
 */
export function useSaveCourseDraft(pid: string, tid: string) {
  const { oid } = useOrganisation();
  const client = useQueryClient();
  const key = courseBuilderKeys.draft(pid, tid);
  return useMutation({
    mutationFn: ({ draft, version }: { draft: CourseDraft; version: number }) =>
      callApi('staff/saveCourseDraft', { oid, pid, tid, version, draft }),
    onSuccess: ({ version, changes }, { draft }) => {
      client.setQueryData<CourseDraftAnswer>(key, (old) => old && { ...old, version, changes, draft });
      void client.invalidateQueries({ queryKey: courseBuilderKeys.courses(pid) });
    },
    onError: (error) => {
      if ((error as { status?: number }).status === 409) void client.invalidateQueries({ queryKey: key });
    },
  });
}
