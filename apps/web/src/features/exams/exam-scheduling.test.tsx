import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCurrentProgram } from '../../lib/current-program.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { learnerProgress } from '../../test/learner-home-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const session = learnerSession();

const fields = {
  CLIENT_CODE: 'ADU',
  CLIENT_CANDIDATE_ID: 'USN-42',
  EXTERNAL_PAGE_TIMESTAMP: '1795327200',
  ERROR_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=error',
  LOGOUT_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=logout',
  RETURN_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=return',
  TIMEOUT_URL: 'https://learn.example.test/MyPrograms/programs?examScheduling=timeout',
  EXTERNAL_SESSION_TIMEOUT: '14400',
  ACTION: 'scheduleExam' as const,
  AUTH_HASH: 'a'.repeat(64),
};

function stub(handlers: ApiHandlers = {}) {
  saveCurrentProgram(session.user.username, {
    pid: 'PV',
    bpid: 'PV-2026',
    ptitle: 'Certificate in Pharmacovigilance',
  });
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: session }),
    getUserTotalProgress: () => ({ body: learnerProgress() }),
    getusn: () => ({ body: { 'PV-2026': { usn: 'USN-42' } } }),
    getExamSchedulingForm: () => ({ body: { action: 'https://schedule.example.test/sso', fields } }),
    ...handlers,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the exam-scheduling hand-off on /MyPrograms/programs', { timeout: 20_000 }, () => {
  it('posts the hidden form the server made, freshly asked at the click, to the provider', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const api = stub();
    const user = userEvent.setup();
    renderApp('/MyPrograms/programs');
    expect(await screen.findByText('USN: USN-42')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Schedule Exam' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://schedule.example.test/sso');
    expect(Object.fromEntries(new FormData(form))).toEqual(fields);
    const asked = api.calls.filter((call) => call.name === 'getExamSchedulingForm');
    expect(asked.length).toBe(2);
    expect(asked[1]?.body).toEqual({ oid: 'ORG1', bpid: 'PV-2026' });
  });

  it('says the service is not configured on the button', async () => {
    stub({ getExamSchedulingForm: () => refusal(503, 'NOT_CONFIGURED', 'not configured') });
    renderApp('/MyPrograms/programs');
    const button = await screen.findByRole('button', {
      name: 'Exam scheduling is unavailable: the service is not configured',
    });
    expect(button).toBeDisabled();
  });

  it('says No USN when the university has not issued one', async () => {
    stub({
      getExamSchedulingForm: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'No USN', fields: { bpid: 'no USN' } } },
      }),
    });
    renderApp('/MyPrograms/programs');
    expect(await screen.findByText('No USN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule Exam' })).toBeNull();
  });

  it('is not on /viewall', async () => {
    const api = stub();
    renderApp('/viewall');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate in Pharmacovigilance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule Exam' })).toBeNull();
    expect(api.calls.some((call) => call.name === 'getExamSchedulingForm')).toBe(false);
  });
});
