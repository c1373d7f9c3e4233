import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const report = {
  programs: [
    {
      bpid: 'PV-2026',
      pid: 'PV',
      ptitle: 'Certificate in Pharmacovigilance',
      per: 40,
      timespent: 7_500,
      courses: [
        {
          bcid: 'PV-2026-pv101',
          tid: 'pv101',
          ttitle: 'Principles of Pharmacovigilance',
          per: 75,
          timespent: 7_200,
          scores: [{ name: 'IA 1', marks: 15, maxMarks: 20 }],
        },
        { bcid: 'PV-2026-pv102', tid: 'pv102', ttitle: 'ADR Reporting', per: 5, timespent: 300, scores: [] },
      ],
    },
  ],
  tests: [{ test_id: 'T1', test_name: 'Mock test', score: 78, completedAt: '2026-09-19T11:32:00.000+05:30' }],
};

function stub(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getLearnerReport: () => ({ body: report }),
    ...handlers,
  });
}

/** The rows of a chart's table alternative, as screen readers read them. */
function rowsOf(chartTitle: string): string[][] {
  const figure = screen.getByRole('figure', { name: chartTitle });
  return within(figure)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Reports and analytics (/reportsAndAnalytics)', { timeout: 20_000 }, () => {
  it("draws the learner's progress, time and scores, each chart with a table of the same numbers", async () => {
    const api = stub();
    renderApp('/reportsAndAnalytics');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Certificate in Pharmacovigilance' }),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'getLearnerReport')?.body).toEqual({
      oid: 'ORG1',
      eid: 'asha@example.edu',
    });
    expect(screen.getByText('40% complete, 2 h 05 min spent')).toBeInTheDocument();
    expect(rowsOf('Per cent complete per course')).toEqual([
      ['Principles of Pharmacovigilance', '75%'],
      ['ADR Reporting', '5%'],
    ]);
    expect(rowsOf('Time spent per course')).toEqual([
      ['Principles of Pharmacovigilance', '2 h 00 min'],
      ['ADR Reporting', '5 min'],
    ]);
    expect(rowsOf('Internal assessment scores')).toEqual([
      ['IA 1 · Principles of Pharmacovigilance', '15 / 20'],
    ]);
    expect(rowsOf('Test scores')).toEqual([['Mock test', '78%']]);
    // The bars are drawn to scale: 75% of the track.
    const figure = screen.getByRole('figure', { name: 'Per cent complete per course' });
    const [track, bar] = [...figure.querySelectorAll('rect')]
      .slice(0, 2)
      .map((rect) => Number(rect.getAttribute('width')));
    expect(bar).toBeCloseTo((track ?? 0) * 0.75);
  });

  it('says there is nothing to report for a learner with nothing', async () => {
    stub({ getLearnerReport: () => ({ body: { programs: [], tests: [] } }) });
    renderApp('/reportsAndAnalytics');
    expect(
      await screen.findByText(
        'There is nothing to report yet: your progress, time spent and scores appear here once you study in a program.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Retry when the report cannot be loaded', async () => {
    stub({ getLearnerReport: () => refusal(500, 'INTERNAL', 'boom') });
    renderApp('/reportsAndAnalytics');
    expect(await screen.findByText('We could not load your report.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
