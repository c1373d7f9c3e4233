import type { CourseFeedbackAnswer, FeedbackKind } from '@aula/contract/course-feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import type { CourseFeedbackForm } from './get-course-feedback.ts';
import { quizKeys } from './get-quiz.ts';

/** CIFeedBack (update): once stored, the form reads code 1 ('Feedback already submitted'). */
export function useUpdateCourseFeedback(bcid: string, crir: FeedbackKind) {
  const client = useQueryClient();
  const { oid } = useOrganisation();
  return useMutation({
    mutationFn: (resp: CourseFeedbackAnswer[]) => callApi('updateCourseFeedback', { oid, bcid, crir, resp }),
    onSuccess: () => {
      const answered: CourseFeedbackForm = { code: 1 };
      client.setQueryData(quizKeys.feedback(oid, bcid, crir), answered);
    },
  });
}
