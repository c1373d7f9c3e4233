import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type FeedbackForm = OperationOutput<'getfeedback'>;
export type FeedbackQuestion = Extract<FeedbackForm, { questions: unknown }>['questions'][number];

export const feedbackKeys = {
  all: ['program-feedback'] as const,
  form: (oid: string, eid: string, bpid: string) => [...feedbackKeys.all, oid, eid, bpid] as const,
};

export interface FeedbackTarget {
  pid: string;
  bpid: string;
}

/**
 * The spec's GET_FEEDBACK: code 0 (disabled by the admin), code 1 (already submitted) or the
 * questions. Asked each time the dialog opens: the admin may switch feedback on or off meanwhile.
 */
export const feedbackQuery = (oid: string, eid: string, { pid, bpid }: FeedbackTarget) =>
  queryOptions({
    queryKey: feedbackKeys.form(oid, eid, bpid),
    queryFn: ({ signal }) => callApi('getfeedback', { oid, eid, pid, bpid }, { signal }),
    staleTime: 0,
  });

export function useFeedbackForm(target: FeedbackTarget, enabled: boolean) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({ ...feedbackQuery(oid, username, target), enabled });
}
