import { useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseBuilderKeys } from './course-builder-keys.ts';

export type ProgrammeCourses = OperationOutput<'staff/listProgrammeCourses'>;

/** A programme's courses, published and draft (ADR 0089). */
export function useProgrammeCourses(pid: string) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: courseBuilderKeys.courses(pid),
    queryFn: ({ signal }) => callApi('staff/listProgrammeCourses', { oid, pid }, { signal }),
  });
}
