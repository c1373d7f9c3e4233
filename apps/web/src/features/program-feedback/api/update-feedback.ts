import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { type FeedbackForm, feedbackKeys } from './get-feedback.ts';

/** Answer codes: 0 Strongly Agree, 1 Agree, 2 Disagree, 3 Strongly Disagree, 4 Not Applicable. */
export const answerCodes = [0, 1, 2, 3, 4] as const;
export type AnswerCode = (typeof answerCodes)[number];

export interface FeedbackSubmission {
  bpid: string;
  answers: { qid: string; answer: AnswerCode }[];
}

/**
 * The spec's UPDATE_FEEDBACK. Once the server has the answers (or says it already had them), the
 * batch's form reads code 1 ('Feedback already submitted') without asking again.
 */
export function useUpdateFeedback() {
  const client = useQueryClient();
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useMutation({
    mutationFn: ({ bpid, answers }: FeedbackSubmission) =>
      callApi('updatefeedback', { oid, eid: username, obid: bpid, response: answers }),
    onSuccess: (_result, { bpid }) => {
      const answered: FeedbackForm = { code: 1 };
      client.setQueryData(feedbackKeys.form(oid, username, bpid), answered);
    },
  });
}
