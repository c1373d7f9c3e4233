import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { programList } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { learnerSession, noSession, refusal } from '../../../test/session.ts';
import {
  adminGrants,
  admissionsPage,
  counsellorGrants,
  instructorGrants,
  staffSession,
  stubStaffApi,
} from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const location = () => screen.getByTestId('location');
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Staff' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** Each group of the navigation: its heading, and the links of the list that heading labels. */
const navGroups = () =>
  within(screen.getByRole('navigation', { name: 'Staff' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => [
      heading.textContent,
      within(screen.getByRole('list', { name: heading.textContent ?? '' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ]);

describe('the staff shell', { timeout: 30_000 }, () => {
  it("gives a counsellor Admissions, Name changes and Partner records, with the organisation's branding", async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
      'staff/listAdmissions': () => ({ body: admissionsPage() }),
    });
    renderApp('/staff/admissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admissions' }, slow)).toBeInTheDocument();
    expect(navLinks()).toEqual([
      ['Admissions', '/staff/admissions'],
      ['Name changes', '/staff/name-changes'],
      ['Partner records', '/staff/partner-records'],
      ['Reports', '/staff/reports'],
    ]);
    expect(navGroups().map(([heading]) => heading)).toEqual(['Admissions', 'Reports']);
    expect(screen.getByRole('link', { name: 'TU Staff (Test University), staff home' })).toHaveTextContent(
      'TU Staff',
    );
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
  });

  it('gives an admin every section, in labelled groups, the current page marked', async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/listAuditEvents': () => ({ body: { events: [], total: 0 } }),
    });
    renderApp('/staff/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, slow)).toBeInTheDocument();
    expect(navGroups()).toEqual([
      ['Admissions', ['Admissions', 'Name changes', 'Partner records']],
      [
        'Teaching',
        [
          'My courses',
          'Marking',
          'Mini assignments',
          'Extra time',
          'Discussion',
          'Project phase',
          'IA marks',
          'Feedback',
          'Announcements',
        ],
      ],
      ['Catalogue', ['Catalogue', 'Course files', 'Quizzes', 'Catalogue bundles']],
      ['Exams and certificates', ['Certificates', 'Hall tickets']],
      ['Reports', ['Reports', 'Audit log']],
      ['Administration', ['Organisation', 'Staff accounts']],
    ]);
    expect(navLinks()).toHaveLength(22);
    expect(navLinks()).toContainEqual(['Hall tickets', '/staff/hall-tickets']);
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows an instructor their roles, courses and organisation (real data, no promise of what's to come)", async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({
        body: staffSession(
          [...instructorGrants, { role: 'counsellor', scope: 'G1' }],
          'Dr Amara Diallo',
          'amara@example.edu',
        ),
      }),
      getAllProgramList: () => ({ body: programList() }),
    });
    renderApp('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'My roles' }, slow)).toBeInTheDocument();
    expect(
      screen.getByText('Signed in as Dr Amara Diallo (amara@example.edu) for Test University.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your roles and what each covers' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['RoleCovers', 'InstructorCourse C-101', 'CounsellorProgramme: Master of Public Health']),
    );
  });

  it('tells a signed-in learner that /staff is for staff', async () => {
    const api = stubStaffApi(vi, { 'auth/currentSession': () => ({ body: learnerSession() }) });
    renderApp('/staff/admissions');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This part of the portal is for university staff' },
        slow,
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.name.startsWith('staff/'))).toBe(false);
  });

  it("tells a counsellor the admin's pages are not for their role, without asking the server for them", async () => {
    const api = stubStaffApi(vi, { 'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }) });
    renderApp('/staff/accounts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not open to your role' }, slow),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.name === 'staff/listStaff')).toBe(false);
  });

  it('takes the focus to the new page when a link is followed by keyboard, not to the top of the document', async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/listAdmissions': () => ({ body: admissionsPage() }),
      'staff/listAuditEvents': () => ({ body: { events: [], total: 0 } }),
    });
    const user = userEvent.setup();
    renderApp('/staff/admissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admissions' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveFocus();
    screen.getByRole('link', { name: 'Audit log' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('signs out to the staff sign-in', async () => {
    let signedIn = true;
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => (signedIn ? { body: staffSession(counsellorGrants) } : noSession),
      'auth/signOut': () => {
        signedIn = false;
        return { body: { ok: true } };
      },
      'staff/listAdmissions': () => ({ body: admissionsPage() }),
    });
    const user = userEvent.setup();
    renderApp('/staff/admissions');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, slow));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, slow)).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/staff\/sign-in$/);
    expect(api.calls.filter((call) => call.name === 'auth/signOut')).toHaveLength(1);
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });

  it('sends a member whose session ended mid-page to the sign-in, saying so', async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
      'staff/listAdmissions': () => noSession,
    });
    renderApp('/staff/admissions');
    expect(
      await screen.findByText('Your session has ended. Please sign in again.', {}, slow),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/staff\/sign-in$/);
  });

  it('sends a member whose role changed mid-page (the session owes its second factor again) to the sign-in', async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
      'staff/listAdmissions': () =>
        refusal(403, 'SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app.'),
    });
    renderApp('/staff/admissions');
    expect(
      await screen.findByText('Your session has ended. Please sign in again.', {}, slow),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/staff\/sign-in$/);
  });

  it('speaks French when chosen', async () => {
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/listAdmissions': () => ({ body: admissionsPage() }),
    });
    const user = userEvent.setup();
    renderApp('/staff/admissions');
    await user.click(await screen.findByRole('button', { name: /^EN/ }, slow));
    await user.click(await screen.findByRole('menuitem', { name: /Français/ }));
    expect(await screen.findByRole('link', { name: "Journal d'audit" }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });
});
