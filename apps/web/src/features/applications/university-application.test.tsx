import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveApplicationState } from '../../lib/application-state.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';
import type { ApplyProgram } from './api/get-programs.ts';
import type { SavedApplication } from './api/get-user-application.ts';

const program = (pid: string, form: ApplyProgram['form']): ApplyProgram => ({
  pid,
  bpid: `${pid}-2026`,
  pname: `Diploma ${pid}`,
  etype: 'instructor',
  evbab: true,
  form,
  enrolled: false,
  pstatus: 0,
  applicationid: null,
  action: 'apply',
});

const empty: SavedApplication = {
  applicationid: null,
  pstatus: 0,
  generalinfo: null,
  education: null,
  uploaddoc: null,
  scholarship: null,
  documentUrls: {},
  variant: 'university',
  evbabdata: null,
};

function stub(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: { ...organisation, universityUrl: 'https://www.example.test/' } }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getPrograms: () => ({
      body: {
        underGraduate: [program('U', 'university'), program('W', 'wizard'), program('X', 'paper')],
        postGraduate: [],
        doctorOfPharmacy: [],
      },
    }),
    getUserApplication: () => ({ body: empty }),
    ...handlers,
  });
}

const location = () => screen.getByTestId('location');

describe('the university application form (/myApplication/jssapplication)', { timeout: 20_000 }, () => {
  it('shows four tabs, the first open, under the title and the logo linking to the university', async () => {
    stub();
    saveApplicationState({ applypid: 'U', applybpid: 'U-2026', evbab: false });
    renderApp('/myApplication/jssapplication');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application (Diploma U)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 10_000 });
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General Information',
      'Education',
      'Upload Documents',
      'Review',
    ]);
    expect(screen.getByRole('tab', { name: 'Education' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /the university's website/ })).toHaveAttribute(
      'href',
      'https://www.example.test/',
    );
  });

  it('goes back to the program list at pstatus 5, which only the wizard opens', async () => {
    stub({ getUserApplication: () => ({ body: { ...empty, pstatus: 5, applicationid: 'U-2026-1' } }) });
    saveApplicationState({ applypid: 'U', applybpid: 'U-2026' });
    renderApp('/myApplication/jssapplication');
    await waitFor(() => expect(location()).toHaveTextContent('/applyProgram'), { timeout: 10_000 });
  });

  it.each([
    ['/myApplication/jssapplication', 'W', '/myApplication/application'],
    ['/myApplication/application', 'U', '/myApplication/jssapplication'],
    ['/application', 'U', '/myApplication/jssapplication'],
    ['/application', 'X', '/myApplication/paperapplication'],
  ])('%s for program %s leads to the form it takes, %s', async (path, pid, target) => {
    stub();
    saveApplicationState({ applypid: pid, applybpid: `${pid}-2026` });
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(target), { timeout: 10_000 });
  });
});
