import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { programList } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const { startDownload } = vi.hoisted(() => ({ startDownload: vi.fn() }));
vi.mock('./components/start-download.ts', () => ({ startDownload }));

describe('the catalogue bundles page', () => {
  it('exports one programme, shows programme names as text, and retries a failed export', async () => {
    let failures = 1;
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      getAllProgramList: () => ({ body: programList() }),
      'staff/exportBundle': () =>
        failures-- > 0
          ? refusal(503, 'NOT_CONFIGURED', 'The file store does not answer.')
          : {
              body: {
                url: '/files/bundle/T1/U1?expires=1&signature=s',
                filename: 'T1-U1-bundle-2026-11-28.zip',
              },
            },
    });
    const user = userEvent.setup();
    renderApp('/staff/bundles');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Catalogue bundles' }, slow),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'One programme' }, slow);
    expect(within(table).getByText('B.Sc. Nursing')).toBeInTheDocument();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();

    await user.click(within(table).getByRole('button', { name: 'Export B.Sc. Nursing' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(startDownload).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The download of T1-U1-bundle-2026-11-28.zip has started.', {}, slow),
    ).toBeInTheDocument();
    expect(startDownload).toHaveBeenCalledWith('/files/bundle/T1/U1?expires=1&signature=s');
    const sent = api.calls.filter((call) => call.name === 'staff/exportBundle').map((call) => call.body);
    expect(sent).toEqual([
      { oid: expect.any(String), pid: 'U1' },
      { oid: expect.any(String), pid: 'U1' },
    ]);
  });
});
