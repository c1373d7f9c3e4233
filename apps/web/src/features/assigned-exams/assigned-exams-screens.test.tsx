import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const test = (test_id: string, test_name: string, start: string, end: string, testStatus = 'Active') => ({
  test_id,
  test_name,
  start_time: start,
  end_time: end,
  testStatus: testStatus as 'Active' | 'Deactivated',
  testTotalTime: 90,
});

const assignedTests = [
  test('T-FINAL', 'Final', '2027-12-18T10:00:00.000+05:30', '2027-12-18T13:00:00.000+05:30'),
  test('T-OFF', 'Paper 2', '2026-12-05T10:00:00.000+05:30', '2026-12-05T13:00:00.000+05:30', 'Deactivated'),
  test('T-OPEN', 'Practice', '2026-11-22T10:00:00.000+05:30', '2026-11-22T13:00:00.000+05:30'),
  test('T-MOCK', 'Mock', '2026-09-19T10:00:00.000+05:30', '2026-09-19T12:00:00.000+05:30'),
];

function stub(handlers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getAssignedTests: () => ({ body: { assignedTests, proctorConfigured: true } }),
    getTestResult: () => ({
      body: { result: { 'T-MOCK': { score: 78, completedAt: '2026-09-19T11:32:00.000+05:30' } } },
    }),
    indianTimeZone: () => ({ body: { itime: '2026-11-22T11:00:00.000+05:30' } }),
    ...handlers,
  });
}

describe('Assigned exams (/tests)', { timeout: 20_000 }, () => {
  it('lists the tests as the server orders them, with start and end, the deactivated one not a link', async () => {
    const api = stub();
    renderApp('/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Semester End Exam' })).toBeInTheDocument();
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(names).toEqual(['Final', 'Paper 2', 'Practice', 'Mock']);
    expect(api.calls.find((call) => call.name === 'getAssignedTests')?.body).toEqual({
      oid: 'ORG1',
      eid: 'asha@example.edu',
    });
    expect(screen.getByRole('link', { name: /Practice/ })).toHaveAttribute('href', '/testresult?test=T-OPEN');
    expect(screen.queryByRole('link', { name: /Paper 2/ })).toBeNull();
    const paper2 = screen.getByRole('heading', { name: 'Paper 2' }).closest('li');
    expect(paper2).toHaveAttribute('data-deactivated');
    expect(within(paper2 as HTMLElement).getByText('Deactivated')).toBeInTheDocument();
    // In the university's time zone (the organisation's, Asia/Kolkata here), whatever the device's, named.
    expect(screen.getAllByText(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} (am|pm) \(GMT\+5:30\)$/)).toHaveLength(8);
    const practice = screen.getByRole('link', { name: /Practice/ });
    expect(within(practice).getByText('2026-11-22 10:00 am (GMT+5:30)')).toBeInTheDocument();
    expect(within(practice).getByText('2026-11-22 1:00 pm (GMT+5:30)')).toBeInTheDocument();
  });

  it("shows the times in the organisation's own time zone, summer or winter, and names it", async () => {
    stub({ getOrganisation: () => ({ body: { ...organisation, timeZone: 'Europe/London' } }) });
    renderApp('/tests');
    const practice = await screen.findByRole('link', { name: /Practice/ });
    expect(within(practice).getByText('2026-11-22 4:30 am (GMT)')).toBeInTheDocument();
    const mock = screen.getByRole('heading', { name: 'Mock' }).closest('li') as HTMLElement;
    expect(within(mock).getByText('2026-09-19 5:30 am (GMT+1)')).toBeInTheDocument();
  });

  it("shows the spec's text when no test is assigned", async () => {
    stub({ getAssignedTests: () => ({ body: { assignedTests: [], proctorConfigured: true } }) });
    renderApp('/tests');
    expect(await screen.findByText('There is nothing here to display')).toBeInTheDocument();
  });

  it('offers Retry when the tests cannot be loaded', async () => {
    stub({ getAssignedTests: () => refusal(500, 'INTERNAL', 'boom') });
    renderApp('/tests');
    expect(await screen.findByText('We could not load your tests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('An assigned exam (/testresult)', { timeout: 20_000 }, () => {
  it('shows the facts and Start inside the window with no result, then opens the provider in a new tab', async () => {
    const api = stub({
      getWheeboxToken: () => ({
        body: {
          token: 'tok',
          url: 'https://proctor.example.test/launch?token=tok',
          expiresAt: '2026-11-22T11:15:00.000+05:30',
        },
      }),
    });
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderApp('/testresult?test=T-OPEN');
    expect(await screen.findByText('T-OPEN')).toBeInTheDocument();
    expect(screen.getByText('Practice')).toBeInTheDocument();
    expect(screen.getByText('90 min')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(tab.location.href).toBe('https://proctor.example.test/launch?token=tok'));
    expect(api.calls.find((call) => call.name === 'getWheeboxToken')?.body).toEqual({
      oid: 'ORG1',
      eid: 'asha@example.edu',
      test_id: 'T-OPEN',
    });
  });

  it("polls the server's time every 5 seconds and shows Start once the window opens", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stub({ indianTimeZone: () => ({ body: { itime: '2026-11-22T09:59:58.000+05:30' } }) });
    renderApp('/testresult?test=T-OPEN');
    expect(await screen.findByText('This test opens at', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    api.answer('indianTimeZone', () => ({ body: { itime: '2026-11-22T10:00:03.000+05:30' } }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.name === 'indianTimeZone').length).toBeGreaterThanOrEqual(2);
  });

  it('never offers Start for a test with a result, after the window or when deactivated', async () => {
    stub({ indianTimeZone: () => ({ body: { itime: '2026-12-05T11:00:00.000+05:30' } }) });
    const { unmount } = renderApp('/testresult?test=T-MOCK');
    expect(await screen.findByText('You have taken this test. Score: 78%')).toBeInTheDocument();
    unmount();
    const view = renderApp('/testresult?test=T-OPEN');
    expect(await screen.findByText('This test closed at', { exact: false })).toBeInTheDocument();
    view.unmount();
    renderApp('/testresult?test=T-OFF');
    expect(await screen.findByText('This test has been deactivated.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('says the service is not configured on the Start button when there is no provider', async () => {
    stub({ getAssignedTests: () => ({ body: { assignedTests, proctorConfigured: false } }) });
    renderApp('/testresult?test=T-OPEN');
    const button = await screen.findByRole('button', {
      name: 'Start is unavailable: the proctored test service is not configured',
    });
    expect(button).toBeDisabled();
  });

  it('closes the tab and says why when the server refuses', async () => {
    stub({
      getWheeboxToken: () => refusal(409, 'CONFLICT', 'This test can be started only during its window.'),
    });
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const user = userEvent.setup();
    renderApp('/testresult?test=T-OPEN');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText('This test cannot be started now. The page shows where it stands.'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
