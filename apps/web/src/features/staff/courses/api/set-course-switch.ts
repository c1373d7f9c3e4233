import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

export type CourseSwitchChange = OperationInput<'staff/setCourseSwitch'>;

export function setCourseSwitch(
  change: CourseSwitchChange,
): Promise<OperationOutput<'staff/setCourseSwitch'>> {
  return callApi('staff/setCourseSwitch', change);
}

/**
 * Turns one switch of a batch course on or off. The switches are read again afterwards, saved or not
 * (another member may have changed one meanwhile), and so is the roster, whose countable objects follow.
 */
export function useSetCourseSwitch(oid: string, bcid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCourseSwitch,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: courseKeys.switches(oid, bcid) }),
        client.invalidateQueries({ queryKey: courseKeys.rosters(bcid) }),
      ]),
  });
}
