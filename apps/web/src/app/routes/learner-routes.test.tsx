import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveChosenProgram } from '../../lib/chosen-program.ts';
import { saveCurrentProgram } from '../../lib/current-program.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation, programList } from '../../test/fixtures.ts';
import { learnerProgress } from '../../test/learner-home-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';

// The signed-in routes of spec 1 §2 that have no sidebar item: /LandingScreen, /about, /allPrograms, /myProg.

const session = learnerSession();
/** The first visit of a page waits for its lazily loaded code, which is slow on a busy machine. */
const slow = { timeout: 15_000 };
const location = () => screen.getByTestId('location');

function stubLearner(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: session }),
    'auth/signOut': () => ({ body: { ok: true } }),
    getUserTotalProgress: () => ({ body: learnerProgress() }),
    // The learner's Pharmacovigilance certificate (pid PV) is on offer beside the other programs.
    getAllProgramList: () => ({
      body: programList({
        certificate: [{ pid: 'PV', bpid: 'PV-2026', pname: 'Certificate in Pharmacovigilance' }],
      }),
    }),
    ...handlers,
  });
}

describe('the signed-in routes without a sidebar item', { timeout: 20_000 }, () => {
  it('shows the landing page in the signed-in frame at /LandingScreen, its tour leading to /quickTour', async () => {
    stubLearner();
    renderApp('/LandingScreen');
    expect(await screen.findByRole('region', { name: 'Highlights' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asha Mensah, account' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Master of Public Health' })).toHaveAttribute(
      'href',
      '/myProg/G1/0',
    );
    expect(screen.getByRole('link', { name: 'Take the quick tour' })).toHaveAttribute('href', '/quickTour');
    expect(location()).toHaveTextContent(/^\/LandingScreen$/);
  });

  it('shows who is signed in and the portal pages at /about, and signs out from there', async () => {
    const api = stubLearner();
    const user = userEvent.setup();
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About this portal' }, slow),
    ).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('Asha Mensah')).toBeInTheDocument();
    expect(within(account).getByText('asha@example.edu')).toBeInTheDocument();
    expect(within(account).getByText(organisation.name)).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Pages of the portal' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Programs', '/myPrograms'],
      ['All Programs', '/allPrograms'],
      ['Calendar', '/event'],
      ['Notifications', '/notification'],
      ['Quick Tour', '/quickTour'],
      [`About ${organisation.shortName}`, `/about${organisation.shortName}`],
      ['Online Learning', '/aboutOEP'],
      ['Contact us', '/contactUs'],
    ]);

    api.answer('auth/currentSession', () => ({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } },
    }));
    await user.click(within(account).getByRole('button', { name: 'Sign-out' }));
    await waitFor(() => expect(api.calls.some((call) => call.name === 'auth/signOut')).toBe(true));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('lists every program on offer at /allPrograms, the learner’s own marked Enrolled', async () => {
    stubLearner();
    renderApp('/allPrograms');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Programs' }, slow)).toBeInTheDocument();
    const certificate = await screen.findByRole('region', { name: 'Certificate' });
    const own = within(certificate).getByRole('link', { name: 'Certificate in Pharmacovigilance' });
    expect(own).toHaveAttribute('href', '/myProg/PV/0');
    expect(own.closest('li')).toHaveTextContent(/Enrolled$/);
    const other = screen.getByRole('link', { name: 'Master of Public Health' });
    expect(other.closest('li')).not.toHaveTextContent('Enrolled');
    expect(screen.getAllByText('Enrolled')).toHaveLength(1);
  });

  it('offers Retry at /allPrograms when the catalogue cannot be loaded', async () => {
    const api = stubLearner({ getAllProgramList: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderApp('/allPrograms');
    expect(await screen.findByText('The programs could not be loaded.')).toBeInTheDocument();
    api.answer('getAllProgramList', () => ({ body: programList() }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Master of Public Health' })).toBeInTheDocument();
  });

  it('opens the program chosen last at /myProg, at its own address', async () => {
    stubLearner();
    saveChosenProgram({ pid: 'G1', bpid: 'G1-B' });
    renderApp('/myProg');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/myProg\/G1\/0$/));
  });

  it('opens the program opened last from My Programs at /myProg when none was chosen from a catalogue', async () => {
    stubLearner();
    saveCurrentProgram(session.user.username, {
      pid: 'PV',
      bpid: 'PV-2026',
      ptitle: 'Certificate in Pharmacovigilance',
    });
    renderApp('/myProg');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/myProg\/PV\/0$/));
  });

  it('leads /myProg to All Programs when no program was chosen yet', async () => {
    stubLearner();
    renderApp('/myProg');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Programs' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/allPrograms$/);
  });
});
