import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { organisationKeys } from '../../lib/organisation.ts';
import { type SessionState, sessionKeys } from '../../lib/session.ts';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderWithinApp } from '../../test/render-within-app.tsx';
import { learnerSession } from '../../test/session.ts';
import { type AssessmentQuiz, startQuizCallEarly, useAssessmentQuiz } from './api/get-assessment-quiz.ts';

const quiz: AssessmentQuiz = {
  assessid: 'exam-1',
  quiztype: 'assess',
  title: 'Practice assessment',
  enddate: null,
  qitems: [],
  attempt: { status: 0, response: [], lastSavedAt: null },
};

/** A client as start-app.tsx seeds it from a prerendered page's boot data. */
function bootedClient(session: SessionState): QueryClient {
  const client = new QueryClient();
  client.setQueryData(organisationKeys.all, organisation);
  client.setQueryData(sessionKeys.all, session);
  return client;
}

function QuizTitle() {
  const { data } = useAssessmentQuiz('exam-1', 'assess');
  return data ? <p>{data.title}</p> : null;
}

describe("the quiz view's call, started as the app starts on a prerendered quiz view", () => {
  it('goes out at once, and the view, once drawn, takes its answer instead of asking again', async () => {
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => ({ body: learnerSession() }),
      getAssessmentQuiz: () => ({ body: quiz }),
    });
    const client = bootedClient({ status: 'signedIn', session: learnerSession() });
    startQuizCallEarly(client, new URLSearchParams('course=pv101&assessment=exam-1&type=assess'));
    const quizCalls = () => api.calls.filter((call) => call.name === 'getAssessmentQuiz');
    expect(quizCalls().map((call) => call.body)).toEqual([
      { oid: organisation.oid, eid: 'asha@example.edu', assessid: 'exam-1', quiztype: 'assess' },
    ]);

    renderWithinApp(<QuizTitle />);
    expect(await screen.findByText('Practice assessment')).toBeInTheDocument();
    expect(quizCalls()).toHaveLength(1);
  });

  it('is not made for an address that names no test, nor without a signed-in learner', () => {
    const api = stubApi(vi, {});
    startQuizCallEarly(
      bootedClient({ status: 'signedIn', session: learnerSession() }),
      new URLSearchParams('course=pv101&type=assess'),
    );
    startQuizCallEarly(
      bootedClient({ status: 'signedOut', expired: false }),
      new URLSearchParams('course=pv101&assessment=exam-1&type=assess'),
    );
    startQuizCallEarly(new QueryClient(), new URLSearchParams('course=pv101&assessment=exam-1&type=assess'));
    expect(api.calls).toEqual([]);
  });
});
