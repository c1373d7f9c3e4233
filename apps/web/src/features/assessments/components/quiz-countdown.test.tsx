import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { organisation } from '../../../test/fixtures.ts';
import { renderWithinApp } from '../../../test/render-within-app.tsx';
import { Countdown } from './quiz-countdown.tsx';

vi.mock('../../../lib/session.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/session.ts')>()),
  useSessionUser: () => ({ username: 'asha@example.edu' }),
}));

const minutes = (n: number) => n * 60_000;

/** The server's poll: its clock ten hours ahead of the device's, and the learner's end as it stands. */
function stubServer(end: { at: number }) {
  const ahead = minutes(600);
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    getServerTime: () => ({
      body: { itime: Date.now() + ahead, delay: 100, enddate: new Date(end.at + ahead).toISOString() },
    }),
  });
}

const timer = () => screen.findByRole('timer', {}, { timeout: 10_000 });

describe("the quiz's countdown", { timeout: 20_000 }, () => {
  it('follows the end the server gives, moving when extra time is granted during the attempt', async () => {
    const end = { at: Date.now() + minutes(10) };
    stubServer(end);
    // The quiz was opened with the end before the extra time.
    const opened = new Date(end.at + minutes(600)).toISOString();
    renderWithinApp(<Countdown quiz={{ assessid: 'exam-1', enddate: opened }} onOver={() => {}} />);
    expect((await timer()).textContent).toMatch(/^00:(09:5\d|10:00)$/);

    end.at += minutes(10);
    await screen.findByText(/^00:(19:5\d|20:00)$/, {}, { timeout: 10_000 });
  });

  it('counts down to the end the quiz was opened with while the server gives none', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getServerTime: () => ({ body: { itime: Date.now(), delay: 1000 } }),
    });
    const opened = new Date(Date.now() + minutes(5)).toISOString();
    renderWithinApp(<Countdown quiz={{ assessid: 'exam-1', enddate: opened }} onOver={() => {}} />);
    expect((await timer()).textContent).toMatch(/^00:0(4:5\d|5:00)$/);
  });
});
