import type { AssessmentQuiz, QuizKind } from '@aula/contract/assessments';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { callApi, type OperationInput, startEarlyCall } from '../../../lib/api-client.ts';
import { type Organisation, organisationKeys, useOrganisation } from '../../../lib/organisation.ts';
import { readWithEffects } from '../../../lib/read-with-effects.ts';
import { type SessionState, sessionKeys, useSessionUser } from '../../../lib/session.ts';
import { assessmentKeys } from './get-assessments.ts';

export type { AssessmentQuiz };
export type QuizQuestion = AssessmentQuiz['qitems'][number];
export type Answer = AssessmentQuiz['attempt']['response'][number];

// One spelling of the call's body for the view and its early start: the early answer is matched by it.
function quizInput(oid: string, eid: string, assessid: string, quiztype: QuizKind) {
  return { oid, eid, assessid, quiztype } satisfies OperationInput<'getAssessmentQuiz'>;
}

/**
 * The browser starting the app on a prerendered quiz view (`search` its address's query, `client`
 * seeded with the page's boot data) sends the view's call now, beside the download of the view's code,
 * instead of once the page has hydrated: the question, the view's largest paint, then waits for the
 * code alone. Only the browser calls this; the server's prerender never asks for the quiz (ADR 0097).
 */
export function startQuizCallEarly(client: QueryClient, search: URLSearchParams): void {
  const organisation = client.getQueryData<Organisation>(organisationKeys.all);
  const session = client.getQueryData<SessionState>(sessionKeys.all);
  const { assessid, quiztype } = paths.courseAssessment.read(search);
  if (!organisation || session?.status !== 'signedIn' || !assessid) return;
  const { username } = session.session.user;
  startEarlyCall('getAssessmentQuiz', quizInput(organisation.oid, username, assessid, quiztype));
}

/** Starts or resumes the attempt: the questions (without right answers) and every answer saved so far. */
export function useAssessmentQuiz(assessid: string, quiztype: QuizKind) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({
    queryKey: assessmentKeys.quiz(oid, username, assessid),
    queryFn: ({ signal }) =>
      callApi('getAssessmentQuiz', quizInput(oid, username, assessid, quiztype), { signal }),
    // Starting the attempt is the learner's act: a prerendered quiz view arrives without its questions.
    meta: readWithEffects,
    // The attempt is read once per visit, and again on the next visit (nothing kept in between, or the
    // answers saved after the first read would be missing); the answer queue keeps it current.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) =>
      count < 3 && !(error instanceof Error && 'status' in error && error.status === 409),
  });
}
