import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readApplicationState } from '../../lib/application-state.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';
import type { ApplyProgram, ApplyPrograms } from './api/get-programs.ts';

const card = (
  pid: string,
  action: ApplyProgram['action'],
  pstatus = 0,
  extra: Partial<ApplyProgram> = {},
): ApplyProgram => ({
  pid,
  bpid: `${pid}-2026`,
  pname: `Program ${pid}`,
  etype: 'instructor',
  evbab: false,
  form: 'wizard',
  enrolled: false,
  pstatus,
  applicationid: pstatus === 0 ? null : `${pid}-2026-1`,
  action,
  ...extra,
});

const programs: ApplyPrograms = {
  underGraduate: [card('UG0', 'apply'), card('UG1', 'continueApplication', 1), card('UG2', 'underReview', 2)],
  postGraduate: [
    card('PG3', 'start', 3),
    card('PG8', 'apply', 0, { evbab: true }),
    card('PG9', 'apply', 0, { evbab: true, form: 'university' }),
  ],
  doctorOfPharmacy: [],
};

function stub(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getPrograms: () => ({ body: programs }),
    ...handlers,
  });
}

const cardOf = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

describe('the application listing (/applyProgram)', { timeout: 20_000 }, () => {
  it("offers each card its status's action, none while under review, and 'No courses' for an empty tab", async () => {
    stub();
    const user = userEvent.setup();
    renderApp('/applyProgram');
    expect(
      await screen.findByRole('button', { name: 'Apply: Program UG0' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      cardOf('Program UG1').getByRole('button', { name: 'Continue Application: Program UG1' }),
    ).toBeInTheDocument();
    expect(cardOf('Program UG2').queryByRole('button')).toBeNull();
    expect(cardOf('Program UG2').getByText('Under Review')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Doctor Of Pharmacy' }));
    expect(await screen.findByText('No courses')).toBeInTheDocument();
  });

  it('Apply remembers the program and opens the wizard', async () => {
    stub();
    const user = userEvent.setup();
    renderApp('/applyProgram');
    await user.click(await screen.findByRole('button', { name: 'Apply: Program UG0' }, { timeout: 10_000 }));
    expect(readApplicationState()).toEqual({ applypid: 'UG0', applybpid: 'UG0-2026' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myApplication/application'),
    );
  });

  it('a scholarship program of the wizard opens the wizard at once: its Scholarship tab asks', async () => {
    stub();
    const user = userEvent.setup();
    renderApp('/applyProgram');
    await user.click(await screen.findByRole('tab', { name: 'Post Graduate' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Apply: Program PG8' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myApplication/application'),
    );
    expect(screen.queryByRole('dialog', { name: 'How do you apply?' })).toBeNull();
  });

  it("the university form's e-VBAB asks the registry first and says the spec's message when the e-mail is not there", async () => {
    const api = stub({ getGoogleCloudResponse: () => ({ body: { message: 'Not registered' } }) });
    const user = userEvent.setup();
    renderApp('/applyProgram');
    await user.click(await screen.findByRole('tab', { name: 'Post Graduate' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Apply: Program PG9' }));
    const dialog = await screen.findByRole('dialog', { name: 'How do you apply?' });
    await user.click(within(dialog).getByRole('button', { name: 'e-VBAB' }));
    expect(
      await within(dialog).findByText(
        'To apply for scholarship, you need to register in the iLearn portal first',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.name === 'getGoogleCloudResponse')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Non e-VBAB' }));
    expect(readApplicationState()).toEqual({ applypid: 'PG9', applybpid: 'PG9-2026', evbab: false });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myApplication/jssapplication'),
    );
  });

  it('offers Retry when the programs cannot be loaded', async () => {
    const api = stub({ getPrograms: () => refusal(500, 'INTERNAL', 'boom') });
    const user = userEvent.setup();
    renderApp('/applyProgram');
    expect(
      await screen.findByText('We could not load the programs.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    api.answer('getPrograms', () => ({ body: programs }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Program UG0' })).toBeInTheDocument();
  });

  it("shows the admissions office's message beside Edit Application, and beside a refusal with no action", async () => {
    const api = stub({
      getPrograms: () => ({
        body: {
          underGraduate: [card('UG5', 'editApplication', 5), card('UG4', null, 4)],
          postGraduate: [],
          doctorOfPharmacy: [],
        },
      }),
      getApplication: () => ({
        body: [
          { ...application('UG5', 5), message: 'Add your transcripts, please.' },
          { ...application('UG4', 4), message: 'The programme is full.' },
        ],
      }),
    });
    renderApp('/applyProgram');
    await screen.findByRole('heading', { name: 'Program UG5' }, { timeout: 10_000 });
    expect(
      cardOf('Program UG5').getByRole('button', { name: 'Edit Application: Program UG5' }),
    ).toBeInTheDocument();
    expect(await cardOf('Program UG5').findByText('Add your transcripts, please.')).toBeInTheDocument();
    expect(cardOf('Program UG5').getByRole('heading', { name: 'Returned for changes' })).toBeInTheDocument();
    expect(cardOf('Program UG4').queryByRole('button')).toBeNull();
    expect(cardOf('Program UG4').getByRole('heading', { name: 'Not approved' })).toBeInTheDocument();
    expect(cardOf('Program UG4').getByText('The programme is full.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.name === 'getApplication')).toHaveLength(1);
  });
});

function application(pid: string, pstatus: number) {
  return { pid, bpid: `${pid}-2026`, pname: `Program ${pid}`, pstatus, applicationid: `${pid}-2026-1` };
}
