import type { Complaint } from '@aula/contract/complaints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { enrolledIn, enrolledProgram } from '../../test/enrolled-programs.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const complaint: Complaint = {
  cid: '3f1c2d9e-1111-4222-8333-444455556666',
  bpid: 'B1',
  ptitle: 'Certificate in Pharmacovigilance',
  description: 'My IA 2 marks are missing.',
  uploadedFile: '3152-letter.pdf',
  fileUrl: '/files/complaint/3f1c2d9e-1111-4222-8333-444455556666/3152-letter.pdf',
  fileType: 'application/pdf',
  createdAt: '2026-11-12T04:50:00.000Z',
};

function stubComplaints(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getUserTotalProgress: () => ({
      body: enrolledIn([enrolledProgram('B1', 'Certificate in Pharmacovigilance')]),
    }),
    getcomplents: () => ({ body: { complents: [complaint] } }),
    ...handlers,
  });
}

describe('complaints (/complaints, /addComplaints)', { timeout: 20_000 }, () => {
  it('numbers the complaints and opens a file in the viewer', async () => {
    stubComplaints();
    const user = userEvent.setup();
    renderApp('/complaints');
    expect(
      await screen.findByRole('heading', { name: 'Complaints / Grievances Details' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /My IA 2 marks are missing\./ });
    expect(row).toHaveTextContent(/^1/);
    await user.click(screen.getByRole('button', { name: '3152-letter.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: '3152-letter.pdf' });
    expect(viewer.querySelector('iframe')).toHaveAttribute('src', complaint.fileUrl);
  });

  it("says 'No Complaints' when there are none, and offers Retry when they cannot be loaded", async () => {
    const api = stubComplaints({ getcomplents: () => refusal(500, 'INTERNAL', 'Down') });
    const user = userEvent.setup();
    renderApp('/complaints');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    api.answer('getcomplents', () => ({ body: { complents: [] } }));
    await user.click(retry);
    expect(await screen.findByText('No Complaints')).toBeInTheDocument();
  });

  it('checks description then programme, sends the complaint and returns to the list', async () => {
    const api = stubComplaints({ addcomplent: () => ({ body: complaint }) });
    const user = userEvent.setup();
    renderApp('/addComplaints');
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: /Programme/ })).toHaveDisplayValue('--Select--');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('*Please Enter the issue description.');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'My IA 2 marks are missing.');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('*Please Select the Program.');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Programme/ }),
      'Certificate in Pharmacovigilance',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(api.calls.find((call) => call.name === 'addcomplent')?.body).toMatchObject({
        bpid: 'B1',
        description: 'My IA 2 marks are missing.',
      }),
    );
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complaints / Grievances Details' })).toBeInTheDocument();
  });
});
