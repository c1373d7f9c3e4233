import { useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseBuilderKeys } from './course-builder-keys.ts';

export type CourseDraftAnswer = OperationOutput<'staff/getCourseDraft'>;

/** The draft of a course with its version, what publishing would change, and the quizzes to choose from. */
export function useCourseDraft(pid: string, tid: string) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: courseBuilderKeys.draft(pid, tid),
    queryFn: ({ signal }) => callApi('staff/getCourseDraft', { oid, pid, tid }, { signal }),
  });
}
