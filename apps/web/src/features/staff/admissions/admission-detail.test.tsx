import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import {
  admissionDetail,
  admissionsPage,
  counsellorGrants,
  staffSession,
  stubStaffApi,
} from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const location = () => screen.getByTestId('location');

function stubDetail(detail = admissionDetail()) {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
    'staff/getAdmission': () => ({ body: detail }),
    'staff/decideAdmission': (body) => ({
      body: { pstatus: (body as { decision: string }).decision === 'approve' ? 3 : 5, version: 5 },
    }),
    'staff/listAdmissions': () => ({ body: admissionsPage() }),
  });
  const decisions = () =>
    api.calls.filter((call) => call.name === 'staff/decideAdmission').map((call) => call.body);
  return { api, decisions };
}

describe('one application, as a counsellor decides it', { timeout: 30_000 }, () => {
  it('shows every section as a list of fields, the documents and the decisions so far, all as text', async () => {
    const { api } = stubDetail();
    const user = userEvent.setup();
    renderApp('/staff/admissions/APP-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application of Kofi Mensah' }, slow),
    ).toBeInTheDocument();
    const general = screen.getByRole('heading', { name: 'General information' }).closest('section');
    if (!general) throw new Error('no section');
    const terms = within(general)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(general)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['First name', 'Per address 1', 'Middle name']);
    expect(values).toEqual(['Kofi', '<script>window.__hacked = true</script>\nAccra', '—']);
    expect(screen.getByRole('heading', { name: 'Education' })).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();

    expect(screen.getByRole('img', { name: 'photo: me<b>.png' })).toHaveAttribute(
      'src',
      '/files/staff/APP-1/photo.png',
    );
    expect(screen.getByRole('link', { name: 'Download transcript.docx' })).toHaveAttribute(
      'href',
      '/files/staff/APP-1/t.docx',
    );
    expect(screen.queryByRole('button', { name: /PDF/, expanded: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the PDF' }));
    expect(await screen.findByRole('button', { name: 'Hide the PDF' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.name === '/files/staff/APP-1/passport.pdf')).toBe(true),
    );

    expect(screen.getByText(/^Returned for changes by Priya Raman/)).toBeInTheDocument();
    expect(screen.getByText('Please upload a clearer passport scan.')).toBeInTheDocument();
  });

  it('returns an application with a message, confirmed, at the version read; the queue then says so', async () => {
    const { decisions } = stubDetail();
    const user = userEvent.setup();
    renderApp('/staff/admissions/APP-1');
    await user.click(await screen.findByRole('radio', { name: 'Return for changes' }, slow));
    await user.click(screen.getByRole('button', { name: 'Review decision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write the applicant a message saying what to change or why.',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'What the applicant should change' }),
      '  Add your transcript.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Review decision' }));

    const dialog = await screen.findByRole('dialog', { name: 'Return this application for changes?' });
    expect(within(dialog).getByText('Add your transcript.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(decisions()).toEqual([]);
    // The page is the screen readers' again once the dialog has gone.
    await user.click(await screen.findByRole('button', { name: 'Review decision' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Return for changes' }),
    );

    expect(
      await screen.findByText('The application of Kofi Mensah is returned for changes. They have been told.'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/staff\/admissions$/);
    expect(decisions()).toEqual([
      {
        oid: 'ORG1',
        applicationid: 'APP-1',
        decision: 'return',
        version: 4,
        message: 'Add your transcript.',
      },
    ]);
  });

  it('approves without a message', async () => {
    const { decisions } = stubDetail();
    const user = userEvent.setup();
    renderApp('/staff/admissions/APP-1');
    await user.click(await screen.findByRole('radio', { name: 'Approve' }, slow));
    await user.click(screen.getByRole('button', { name: 'Review decision' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve this application?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await screen.findByText('The application of Kofi Mensah is approved. They have been told.');
    expect(decisions()).toEqual([{ oid: 'ORG1', applicationid: 'APP-1', decision: 'approve', version: 4 }]);
  });

  it("shows the server's word when the application changed meanwhile, and Reload reads it again", async () => {
    const { api, decisions } = stubDetail();
    api.answer('staff/decideAdmission', () =>
      refusal(
        409,
        'CONFLICT',
        'The applicant changed this application after you opened it. Reload it to see what changed.',
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff/admissions/APP-1');
    await user.click(await screen.findByRole('radio', { name: 'Reject' }, slow));
    await user.type(
      screen.getByRole('textbox', { name: 'Why the application is rejected' }),
      'Not eligible.',
    );
    await user.click(screen.getByRole('button', { name: 'Review decision' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));

    const alert = await screen.findByText(/The applicant changed this application after you opened it/);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(location()).toHaveTextContent(/^\/staff\/admissions\/APP-1$/);

    api.answer('staff/getAdmission', () => ({ body: admissionDetail({ version: 6 }) }));
    api.answer('staff/decideAdmission', () => ({ body: { pstatus: 4, version: 7 } }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(/changed this application/)).not.toBeInTheDocument());
    // A fresh panel for the version read now.
    expect(screen.getByRole('radio', { name: 'Reject' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Review decision' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The application of Kofi Mensah is approved. They have been told.');
    expect(decisions().map((body) => (body as { version: number }).version)).toEqual([4, 6]);
  });

  it('offers no return for changes on a form that cannot reopen (the university and paper forms)', async () => {
    stubDetail(admissionDetail({ formVariant: 'paper', returnable: false }));
    renderApp('/staff/admissions/APP-1');
    expect(await screen.findByRole('radio', { name: 'Approve' }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Approve',
      'Reject',
    ]);
    expect(
      screen.getByText('This form cannot be reopened for changes: approve it or reject it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paper form')).toBeInTheDocument();
  });

  it('offers no decision on an application that is not waiting for one', async () => {
    stubDetail(admissionDetail({ pstatus: 3 }));
    renderApp('/staff/admissions/APP-1');
    expect(
      await screen.findByText('This application is not waiting for a decision.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('shows a refused application (outside the counsellor’s programmes) as refused, not as a failure', async () => {
    const { api } = stubDetail();
    api.answer('staff/getAdmission', () =>
      refusal(403, 'FORBIDDEN', 'That application is not yours to act on.'),
    );
    renderApp('/staff/admissions/APP-9');
    expect(await screen.findByText('The application could not be loaded.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this.')).toBeInTheDocument();
    expect(screen.queryByText(/went wrong on our side/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
