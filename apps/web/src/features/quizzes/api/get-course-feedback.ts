import type { FeedbackKind } from '@aula/contract/course-feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { quizKeys } from './get-quiz.ts';

export type CourseFeedbackForm = OperationOutput<'getCourseFeedback'>;

/** CIFeedBack (get): code 0 (disabled), code 1 (already submitted) or the questions. Asked on each opening. */
export const courseFeedbackQuery = (oid: string, bcid: string, crir: FeedbackKind) =>
  queryOptions({
    queryKey: quizKeys.feedback(oid, bcid, crir),
    queryFn: ({ signal }) => callApi('getCourseFeedback', { oid, bcid, crir }, { signal }),
    staleTime: 0,
  });

export function useCourseFeedback(bcid: string, crir: FeedbackKind) {
  const { oid } = useOrganisation();
  return useQuery(courseFeedbackQuery(oid, bcid, crir));
}
