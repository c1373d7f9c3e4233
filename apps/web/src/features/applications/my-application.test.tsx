import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readApplicationState } from '../../lib/application-state.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const applications = [
  { pid: 'BBA', bpid: 'BBA-2026', pname: 'BBA in <b>Health</b>', pstatus: 1, applicationid: 'BBA-2026-1' },
  {
    pid: 'PGD',
    bpid: 'PGD-2026',
    pname: 'PG Diploma in Clinical Research',
    pstatus: 2,
    applicationid: 'PGD-2026-1',
  },
  {
    pid: 'CDH',
    bpid: 'CDH-2026',
    pname: 'Certificate in Digital Health',
    pstatus: 3,
    applicationid: 'CDH-2026-1',
  },
];

function stub(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getApplication: () => ({ body: applications }),
    ...handlers,
  });
}

/** The steps of a program's card, reached (highlighted) or not (dimmed), as screen readers hear them. */
function steps(name: string, reached: boolean): string[] {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card)
    .getAllByRole('listitem')
    .filter((step) => step.dataset.reached === String(reached))
    .map((step) => step.textContent ?? '');
}

describe('My Application (/myApplication)', { timeout: 20_000 }, () => {
  it("asks for the learner's own applications and highlights the steps each has reached", async () => {
    const api = stub();
    renderApp('/myApplication');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Application' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'BBA in Health' });
    expect(api.calls.find((call) => call.name === 'getApplication')?.body).toEqual({
      oid: 'ORG1',
      eid: 'asha@example.edu',
    });
    expect(steps('BBA in Health', true)).toEqual(['Fill Your Details (reached)']);
    expect(steps('BBA in Health', false)).toEqual([
      '2Under Review (not reached yet)',
      '3Approved (not reached yet)',
    ]);
    expect(steps('PG Diploma in Clinical Research', true)).toEqual([
      'Fill Your Details (reached)',
      'Under Review (reached)',
    ]);
    expect(steps('Certificate in Digital Health', true)).toHaveLength(3);
    expect(steps('Certificate in Digital Health', false)).toEqual([]);
  });

  it('opens /applyProgram with the chosen program remembered', async () => {
    stub();
    const user = userEvent.setup();
    renderApp('/myApplication');
    await user.click(
      await screen.findByRole('button', { name: 'Open the application to PG Diploma in Clinical Research' }),
    );
    expect(readApplicationState()).toEqual({ applypid: 'PGD', applybpid: 'PGD-2026' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applyProgram'));
  });

  it('says so when there is no application', async () => {
    stub({ getApplication: () => ({ body: [] }) });
    renderApp('/myApplication');
    expect(await screen.findByText('You have not applied to any program yet.')).toBeInTheDocument();
  });

  it('offers Retry when the applications cannot be loaded', async () => {
    const api = stub({ getApplication: () => refusal(500, 'INTERNAL', 'boom') });
    const user = userEvent.setup();
    renderApp('/myApplication');
    expect(await screen.findByText('We could not load your applications.')).toBeInTheDocument();
    api.answer('getApplication', () => ({ body: applications }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'BBA in Health' })).toBeInTheDocument();
  });

  it("shows the admissions office's message as text beside a returned or refused application", async () => {
    stub({
      getApplication: () => ({
        body: [
          {
            pid: 'BBA',
            bpid: 'BBA-2026',
            pname: 'BBA in Health',
            pstatus: 5,
            applicationid: 'BBA-2026-1',
            message: 'Please upload your certificate.\n<img src=x onerror=alert(1)>',
          },
          {
            pid: 'MBA',
            bpid: 'MBA-2026',
            pname: 'MBA',
            pstatus: 4,
            applicationid: 'MBA-2026-1',
            message: 'The programme is full.',
          },
        ],
      }),
    });
    renderApp('/myApplication');
    await screen.findByRole('heading', { name: 'BBA in Health' });
    const returned = within(
      screen.getByRole('heading', { name: 'BBA in Health' }).closest('li') as HTMLElement,
    );
    const note = returned.getByRole('note');
    expect(within(note).getByRole('heading', { name: 'Returned for changes' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Message from the admissions office:');
    expect(within(note).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(note.querySelector('img')).toBeNull();
    expect(note).toHaveTextContent('Choose Edit Application');
    // Back to filling in the details: not under review, not approved.
    expect(steps('BBA in Health', true)).toEqual(['Fill Your Details (reached)']);

    const refused = within(screen.getByRole('heading', { name: 'MBA' }).closest('li') as HTMLElement);
    expect(
      within(refused.getByRole('note')).getByRole('heading', { name: 'Not approved' }),
    ).toBeInTheDocument();
    expect(refused.getByText('The programme is full.')).toBeInTheDocument();
    expect(steps('MBA', false)).toEqual(['3Approved (not reached yet)']);
  });

  it('shows no decision beside an application under review or approved', async () => {
    stub();
    renderApp('/myApplication');
    await screen.findByRole('heading', { name: 'BBA in Health' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
