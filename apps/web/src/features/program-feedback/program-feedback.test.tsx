import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { learnerProgress } from '../../test/learner-home-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

/** The first visit of a page waits for its lazily loaded code, which is slow on a busy machine. */
const slow = { timeout: 15_000 };

const session = learnerSession();
const questions = [
  { qid: 'q1', question: 'The content met my needs.' },
  { qid: 'q2', question: 'I would recommend it.' },
];

function stubLearner(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: session }),
    getUserTotalProgress: () => ({ body: learnerProgress() }),
    ...handlers,
  });
}

async function openFeedback(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/myPrograms');
  await user.click(
    await screen.findByRole('button', {
      name: 'Overall Program Feedback for Certificate in Pharmacovigilance',
    }),
  );
  return screen.findByRole('dialog', { name: 'Overall Program Feedback' });
}

describe('Overall Program Feedback', { timeout: 20_000 }, () => {
  it('takes one answer per question, submits them, then says it was submitted', async () => {
    let submitted = false;
    const api = stubLearner({
      getfeedback: () => ({ body: submitted ? { code: 1 } : { questions } }),
      updatefeedback: () => {
        submitted = true;
        return { body: { ok: true } };
      },
    });
    const user = userEvent.setup();
    const dialog = await openFeedback(user);
    const first = await within(dialog).findByRole('group', { name: '1. The content met my needs.' }, slow);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('2 questions left to answer.')).toBeInTheDocument();

    await user.click(within(first).getByRole('radio', { name: 'Strongly Agree' }));
    const second = within(dialog).getByRole('group', { name: '2. I would recommend it.' });
    expect(
      within(second)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Strongly Agree', 'Agree', 'Disagree', 'Strongly Disagree', 'Not Applicable']);
    await user.click(within(second).getByRole('radio', { name: 'Not Applicable' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await within(dialog).findByText('Feedback submitted successfully', {}, slow)).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'updatefeedback')?.body).toEqual({
      oid: 'ORG1',
      eid: session.user.username,
      obid: 'PV-2026',
      response: [
        { qid: 'q1', answer: 0 },
        { qid: 'q2', answer: 4 },
      ],
    });
    expect(api.calls.find((call) => call.name === 'getfeedback')?.body).toEqual({
      oid: 'ORG1',
      eid: session.user.username,
      pid: 'PV',
      bpid: 'PV-2026',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      screen.getByRole('button', { name: 'Overall Program Feedback for Certificate in Pharmacovigilance' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Overall Program Feedback' }, slow);
    expect(await within(again).findByText('Feedback already submitted', {}, slow)).toBeInTheDocument();
  });

  it("shows the admin's switch (code 0) and an earlier submission (code 1)", async () => {
    const api = stubLearner({ getfeedback: () => ({ body: { code: 0 } }) });
    const user = userEvent.setup();
    const dialog = await openFeedback(user);
    expect(await within(dialog).findByText('Feedback is disabled from Admin', {}, slow)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    api.answer('getfeedback', () => ({ body: { code: 1 } }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      screen.getByRole('button', { name: 'Overall Program Feedback for Certificate in Pharmacovigilance' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Overall Program Feedback' }, slow);
    expect(await within(again).findByText('Feedback already submitted', {}, slow)).toBeInTheDocument();
  });

  it('says so when the server already had the answers, and offers Retry when the questions fail to load', async () => {
    const api = stubLearner({
      getfeedback: () => refusal(500, 'INTERNAL', 'Boom'),
      updatefeedback: () => refusal(409, 'CONFLICT', 'Feedback already submitted'),
    });
    const user = userEvent.setup();
    const dialog = await openFeedback(user);
    expect(
      await within(dialog).findByText('We could not load the feedback questions.', {}, slow),
    ).toBeInTheDocument();
    api.answer('getfeedback', () => ({
      body: { questions: [questions[0] ?? { qid: 'q1', question: '?' }] },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Agree' }, slow));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Feedback already submitted', {}, slow)).toBeInTheDocument();
  });
});
