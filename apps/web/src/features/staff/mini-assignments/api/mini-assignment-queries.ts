import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';

export type TaughtMiniAssignment = OperationOutput<'staff/listMiniAssignments'>['rows'][number];
export type MiniSubmission = OperationOutput<'staff/listMiniSubmissions'>['rows'][number];
export type MiniFeedbackInput = OperationInput<'staff/addMiniFeedback'>;

export const staffMiniKeys = {
  all: ['staff', 'mini-assignments'] as const,
  list: (oid: string) => [...staffMiniKeys.all, 'list', oid] as const,
  submissions: (oid: string, bcid: string, quizid: string) =>
    [...staffMiniKeys.all, 'submissions', oid, bcid, quizid] as const,
};

/** The mini assignments of the courses the member teaches, with their submissions and those awaiting feedback. */
export function useMiniAssignments() {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffMiniKeys.list(oid),
    queryFn: ({ signal }) => callApi('staff/listMiniAssignments', { oid }, { signal }),
  });
}

/** The submissions of one mini assignment, each with its answers and feedback. */
export function useMiniSubmissions(bcid: string, quizid: string) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffMiniKeys.submissions(oid, bcid, quizid),
    queryFn: ({ signal }) => callApi('staff/listMiniSubmissions', { oid, bcid, quizid }, { signal }),
  });
}

/** Appends feedback to a submission; the lists are read again afterwards, done or not. */
export function useAddMiniFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MiniFeedbackInput) => callApi('staff/addMiniFeedback', body),
    onSettled: () => client.invalidateQueries({ queryKey: staffMiniKeys.all }),
  });
}
