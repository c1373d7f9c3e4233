import { useQuery } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';

export type FeedbackKind = OperationInput<'staff/getFeedbackSummary'>['crir'];
export type FeedbackSummary = OperationOutput<'staff/getFeedbackSummary'>;
export type QuestionSummary = FeedbackSummary['questions'][number];

export const staffFeedbackKeys = {
  all: ['staff', 'feedback'] as const,
  summary: (oid: string, bcid: string, crir: FeedbackKind) =>
    [...staffFeedbackKeys.all, 'summary', oid, bcid, crir] as const,
};

/** What learners said of a batch course (cr) or its instructor (ir): counts per rating and comments. */
export function useFeedbackSummary(bcid: string, crir: FeedbackKind) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffFeedbackKeys.summary(oid, bcid, crir),
    queryFn: ({ signal }) => callApi('staff/getFeedbackSummary', { oid, bcid, crir }, { signal }),
  });
}
