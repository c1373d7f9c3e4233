import { personNameMessage } from '@aula/contract/person-name';
import type { UserProfile } from '@aula/contract/profile';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';

const profile: UserProfile = {
  UNAME: 'Asha',
  LASTNAME: 'Mensah',
  EMAILID: 'asha@example.edu',
  CNO: '244123456',
  ADS: 'Accra',
  DOB: '1998-04-12',
  HIGHDEG: 'BPharm',
  COUNTRYCODE: '233',
  PASSPORTNO: 'G1',
  OTHGOVID: '',
  WORKEXP: '3 years',
  PROFILEPICNAME: '4821-me.png',
  PROFILEPICURL: '/files/profile/photo/4821-me.png',
  DOCUMENTNAME: [{ name: '2317-cv.pdf', url: '/files/profile/document/2317-cv.pdf' }],
  CERTIFICATE: [],
  MARKSCARD: [],
  candidateIds: [
    { bpid: 'B1', pname: 'Certificate in Pharmacovigilance', usn: 'ADU26PV0042' },
    { bpid: 'B2', pname: 'Diploma in Healthcare Management', usn: null },
  ],
  nameNeedsApproval: false,
  pendingName: null,
};

function stubProfile(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getUserProfile: () => ({ body: profile }),
    ...handlers,
  });
}

describe('the profile (/profile)', { timeout: 20_000 }, () => {
  it("shows the learner's data, each programme's USN or 'No USN', and the first failing check", async () => {
    const api = stubProfile();
    const user = userEvent.setup();
    renderApp('/profile');
    const name = await screen.findByRole('textbox', { name: /First name/ }, { timeout: 10_000 });
    expect(name).toHaveValue('Asha');
    expect(screen.getByText(/ADU26PV0042/)).toBeInTheDocument();
    expect(screen.getByText(/No USN/)).toBeInTheDocument();
    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: /Passport number/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter user name');
    expect(api.calls.some((call) => call.name === 'updateuserprofile')).toBe(false);
  });

  it("shows 'No USN' in the Candidate Id list of an account with no programme (spec 3)", async () => {
    stubProfile({ getUserProfile: () => ({ body: { ...profile, candidateIds: [] } }) });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Candidate Id' }, { timeout: 10_000 });
    expect(list).toHaveTextContent(/^No USN$/);
    expect(screen.queryByText(/not enrolled/)).not.toBeInTheDocument();
  });

  it('refuses a name that is not one, and says when a change of name waits for the university', async () => {
    const api = stubProfile({
      getUserProfile: () => ({
        body: {
          ...profile,
          nameNeedsApproval: true,
          pendingName: { uname: 'Ama', lastname: 'Owusu', requestedAt: '2026-05-01T10:00:00.000Z' },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const name = await screen.findByRole('textbox', { name: /First name/ }, { timeout: 10_000 });
    expect(screen.getByRole('note')).toHaveTextContent(
      "Your change of name to Ama Owusu is waiting for the university's approval. Until then your records keep the name Asha Mensah",
    );
    await user.clear(name);
    await user.type(name, '<b>Forged</b>');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(personNameMessage);
    expect(api.calls.some((call) => call.name === 'updateuserprofile')).toBe(false);
  });

  it('asks before deleting: No asks for the profile again, Yes saves without the file', async () => {
    const api = stubProfile({
      updateuserprofile: () => ({ body: { ...profile, DOCUMENTNAME: [] } }),
      'auth/currentSession': () => ({ body: learnerSession() }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const remove = await screen.findByRole('button', { name: 'Delete 2317-cv.pdf' }, { timeout: 10_000 });
    await user.click(remove);
    expect(await screen.findByText('Are you sure you want to delete ?')).toBeInTheDocument();
    const loads = api.calls.filter((call) => call.name === 'getUserProfile').length;
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.name === 'getUserProfile').length).toBe(loads + 1),
    );
    expect(await screen.findByRole('link', { name: '2317-cv.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete 2317-cv.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('deleted successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'updateuserprofile')?.body).toMatchObject({ docname: [] });
  });
});
