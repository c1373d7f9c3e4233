import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { courseBuilderKeys } from './course-builder-keys.ts';

/** Creates a course of a programme as a draft; the programme's list is read again. */
export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationInput<'staff/createCourse'>) => callApi('staff/createCourse', body),
    onSuccess: (_answer, { pid }) => client.invalidateQueries({ queryKey: courseBuilderKeys.courses(pid) }),
  });
}
