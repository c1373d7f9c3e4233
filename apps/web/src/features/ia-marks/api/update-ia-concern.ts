import type { IaConcern } from '@aula/contract/ia-marks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { type IaMarks, iaMarkKeys } from './get-ia-marks.ts';

export type { IaConcern };

export interface ConcernAnswer {
  bpid: string;
  semester: number;
  iaid: string;
  concern: IaConcern;
}

/**
 * Records the learner's answer to one mark. The answered mark replaces its old self in the semester's
 * cached marks; a refusal (the window closed meanwhile) reloads them, so the buttons follow the server.
 */
export function useUpdateIaConcern() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bpid, iaid, concern }: ConcernAnswer) =>
      callApi('updateIaConcern', { oid, eid: username, bpid, iaid, concern }),
    onSuccess: (mark, { bpid, semester }) => {
      client.setQueryData<IaMarks>(iaMarkKeys.of(oid, username, bpid, semester), (marks) =>
        marks
          ? {
              ...marks,
              courses: marks.courses.map((course) => ({
                ...course,
                marks: course.marks.map((each) => (each.iaid === mark.iaid ? mark : each)),
              })),
            }
          : marks,
      );
    },
    onError: (_error, { bpid, semester }) =>
      client.invalidateQueries({ queryKey: iaMarkKeys.of(oid, username, bpid, semester) }),
  });
}
