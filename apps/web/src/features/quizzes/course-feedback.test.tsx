import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderWithinApp } from '../../test/render-within-app.tsx';
import { CourseFeedbackButton } from './components/course-feedback-dialog.tsx';

const slow = { timeout: 20_000 };

describe('course feedback', slow, () => {
  it('rates each question with its comment, then says Feedback submitted successfully', async () => {
    const user = userEvent.setup();
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getCourseFeedback: () => ({
        body: {
          comment: true,
          questions: [
            { qid: 'c1', question: 'The objectives were clear.' },
            { qid: 'c2', question: 'The readings helped.' },
          ],
        },
      }),
      updateCourseFeedback: () => ({ body: { ok: true } }),
    });
    renderWithinApp(<CourseFeedbackButton bcid="PV-2026-pv101" crir="cr" />);
    await user.click(await screen.findByRole('button', { name: 'Course feedback' }));
    expect(await screen.findByText('The objectives were clear.')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Strongly Agree' }));
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Clear');
    await user.click(next);
    await user.click(screen.getByRole('radio', { name: 'Not Applicable' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Did not read');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'updateCourseFeedback')?.body).toMatchObject({
      crir: 'cr',
      resp: [
        { qid: 'c1', rating: 5, comment: 'Clear' },
        { qid: 'c2', rating: 1, comment: 'Did not read' },
      ],
    });
  });

  it('says when the admin disabled it, or it was already submitted', async () => {
    const user = userEvent.setup();
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getCourseFeedback: () => ({ body: { code: 0 } }),
    });
    renderWithinApp(<CourseFeedbackButton bcid="PV-2026-pv101" crir="ir" />);
    await user.click(await screen.findByRole('button', { name: 'Instructor feedback' }));
    expect(await screen.findByText('Feedback is disabled from Admin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    api.answer('getCourseFeedback', () => ({ body: { code: 1 } }));
    await user.click(await screen.findByRole('button', { name: 'Instructor feedback' }));
    expect(await screen.findByText('Feedback already submitted')).toBeInTheDocument();
  });
});
