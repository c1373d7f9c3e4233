import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderWithinApp } from '../../test/render-within-app.tsx';
import { learnerSession } from '../../test/session.ts';
import { AssignmentsPanel } from './components/assessment-list.tsx';

const hostile = 'Good <img src=x onerror="window.__hacked = true"> work';

const assignment = {
  assessid: 'AS-1',
  quiztype: 'assign' as const,
  title: 'Case study',
  startdate: null,
  enddate: null,
  answerdate: null,
  instructions: '<p>Write.</p>',
  questions: 2,
  status: 1 as const,
  open: false,
  answersAvailable: false,
};

/** The tab as the signed-in route table renders it: once the session is known. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().data?.status === 'signedIn' ? children : null;
}

function renderAssignments(marks: unknown[], score: number | null) {
  stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getAssessment: () => ({
      body: { now: '2026-12-05T10:00:00Z', assessments: [{ ...assignment, score, marks }] as never },
    }),
  });
  renderWithinApp(
    <MemoryRouter>
      <WhenSignedIn>
        <AssignmentsPanel courseId="BC-1" />
      </WhenSignedIn>
    </MemoryRouter>,
  );
}

describe('released marks on the Assignments tab', { timeout: 30_000 }, () => {
  it('shows the released score and each mark with its comment, as text', async () => {
    renderAssignments([{ iid: 'a1', n: 1, mark: 7.5, outOf: 10, comment: hostile }], 87.5);
    const item = (await screen.findByText('Case study', {}, { timeout: 15_000 })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText('Score: 87.5%')).toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: 'Marks and comments' })).toBeInTheDocument();
    expect(within(item).getByText('Question 1: 7.5 out of 10')).toBeInTheDocument();
    expect(within(item).getByText(hostile)).toBeInTheDocument();
    expect(item.querySelector('img')).toBeNull();
  });

  it('shows no marks section before release', async () => {
    renderAssignments([], null);
    const item = (await screen.findByText('Case study', {}, { timeout: 15_000 })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).queryByText('Marks and comments')).toBeNull();
    expect(within(item).queryByText(/Score/)).toBeNull();
  });
});
