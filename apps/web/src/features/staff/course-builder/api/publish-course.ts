import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseBuilderKeys } from './course-builder-keys.ts';
import type { CourseDraftAnswer } from './course-draft.ts';

/** Publishes the draft: learners of every batch running the course get it. */
export function usePublishCourse(pid: string, tid: string) {
  const { oid } = useOrganisation();
  const client = useQueryClient();
  const key = courseBuilderKeys.draft(pid, tid);
  return useMutation({
    mutationFn: (version: number) => callApi('staff/publishCourse', { oid, pid, tid, version }),
    onSuccess: ({ version, changes }) => {
      client.setQueryData<CourseDraftAnswer>(key, (old) => old && { ...old, version, changes });
      void client.invalidateQueries({ queryKey: courseBuilderKeys.courses(pid) });
    },
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}
