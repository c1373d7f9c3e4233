import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = '<img src=x onerror="window.__hacked = true"> too long';
const course = {
  bcid: 'B1-C101',
  tid: 'C-101',
  ttitle: 'Pharmacology',
  bpid: 'B1',
  batchTitle: '2026',
  pname: 'Diploma in Pharmacy',
  learners: 4,
};

function stubFeedback({ failOnce = false } = {}) {
  let failures = failOnce ? 1 : 0;
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
    'staff/listTaughtCourses': () => ({ body: { courses: [course] } }),
    'staff/getFeedbackSummary': (body) => {
      if (failures > 0) {
        failures -= 1;
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } };
      }
      return (body as { crir: string }).crir === 'cr'
        ? {
            body: {
              responses: 4,
              questions: [
                {
                  qid: 'cr1',
                  question: 'The course met my needs.',
                  counts: [0, 1, 0, 2, 1],
                  comments: ['Clear', hostile],
                },
              ],
            },
          }
        : {
            body: {
              responses: 0,
              questions: [
                { qid: 'ir1', question: 'Explained clearly.', counts: [0, 0, 0, 0, 0], comments: [] },
              ],
            },
          };
    },
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { bodies };
}

async function chooseCourse(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('Choose a course to see its feedback.', {}, slow)).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Course' }));
  await user.click(screen.getByRole('option', { name: 'Pharmacology · 2026' }));
}

describe('the staff feedback charts', { timeout: 30_000 }, () => {
  it('shows per question the ratings as a chart with its table, and the comments as text', async () => {
    const { bodies } = stubFeedback();
    const user = userEvent.setup();
    renderApp('/staff/feedback');
    await chooseCourse(user);
    const chart = await screen.findByRole('figure', { name: 'The course met my needs.' }, slow);
    expect(screen.getByText('4 learners answered.')).toBeInTheDocument();
    const rows = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Not Applicable0 (0%)',
      'Strongly Disagree1 (25%)',
      'Disagree0 (0%)',
      'Agree2 (50%)',
      'Strongly Agree1 (25%)',
    ]);
    const comments = screen.getByRole('list', { name: '2 comments' });
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clear', hostile]);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    expect(bodies('staff/getFeedbackSummary').at(-1)).toMatchObject({ bcid: 'B1-C101', crir: 'cr' });
  });

  it('shows the instructor feedback in its own tab, saying when nobody has answered', async () => {
    const { bodies } = stubFeedback();
    const user = userEvent.setup();
    renderApp('/staff/feedback');
    await chooseCourse(user);
    await user.click(await screen.findByRole('tab', { name: 'Instructor' }, slow));
    expect(await screen.findByText('No learner has given this feedback yet.', {}, slow)).toBeInTheDocument();
    expect(bodies('staff/getFeedbackSummary').at(-1)).toMatchObject({ bcid: 'B1-C101', crir: 'ir' });
  });

  it('offers Retry when the feedback could not be loaded', async () => {
    stubFeedback({ failOnce: true });
    const user = userEvent.setup();
    renderApp('/staff/feedback?course=B1-C101');
    expect(await screen.findByText('The feedback could not be loaded.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('figure', { name: 'The course met my needs.' }, slow)).toBeInTheDocument();
  });
});
