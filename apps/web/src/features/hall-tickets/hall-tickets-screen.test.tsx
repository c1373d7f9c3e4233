import type { HallTicket } from '@aula/contract/hall-tickets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

// pdf.js needs a real canvas; here a PDF of two pages is opened and its pages "drawn" by a stand-in.
vi.mock('../../components/pdf/pdf-document.ts', () => ({
  openPdf: vi.fn(async () => ({ numPages: 2, destroy: async () => {} })),
  drawPage: vi.fn(() => ({ done: Promise.resolve(), cancel: () => {} })),
}));

const tickets: HallTicket[] = [
  {
    bpid: 'B1',
    hallticketName: '2026/sem-1/ADU-hall-ticket.pdf',
    fileUrl: '/files/hallticket/B1/2026/sem-1/ADU-hall-ticket.pdf',
  },
  { bpid: 'B2', hallticketName: 'photo-ticket.png', fileUrl: '/files/hallticket/B2/photo-ticket.png' },
];

/** The API stub, plus the private files: `files` answers each GET of a /files/ address. */
function stubHallTickets(
  handlers: ApiHandlers = {},
  files: (url: string) => Response = () => new Response('%PDF-1.4'),
) {
  const api = stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getHallticket: () => ({ body: { hallticketInfo: tickets } }),
    ...handlers,
  });
  const apiFetch = globalThis.fetch;
  const fileRequests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/files/')) return apiFetch(input, init);
    fileRequests.push(url);
    return files(url);
  });
  return { api, fileRequests };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:ticket');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('the hall tickets (/hallticket)', { timeout: 20_000 }, () => {
  it('shows each ticket with its thumbnail, its file name, Preview and Download', async () => {
    stubHallTickets();
    renderApp('/hallticket');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hall Tickets' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const pdf = await screen.findByRole('article', { name: 'ADU-hall-ticket.pdf' });
    expect(
      await within(pdf).findByRole('img', { name: 'First page of ADU-hall-ticket.pdf' }),
    ).toBeInTheDocument();
    expect(within(pdf).getByRole('button', { name: 'Preview ADU-hall-ticket.pdf' })).toBeInTheDocument();
    const picture = screen.getByRole('article', { name: 'photo-ticket.png' });
    expect(within(picture).getByRole('img', { name: 'First page of photo-ticket.png' })).toHaveAttribute(
      'src',
      '/files/hallticket/B2/photo-ticket.png',
    );
  });

  it('previews every page of a PDF in a dialog titled with the file name', async () => {
    stubHallTickets();
    const user = userEvent.setup();
    renderApp('/hallticket');
    await user.click(await screen.findByRole('button', { name: 'Preview ADU-hall-ticket.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADU-hall-ticket.pdf' });
    expect(
      await within(dialog).findByRole('img', { name: 'Page 1 of 2 of ADU-hall-ticket.pdf' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Page 2 of 2 of ADU-hall-ticket.pdf' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('downloads once for clicks within 500 ms, under the last segment of the name', async () => {
    const { fileRequests } = stubHallTickets();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('photo-ticket.png');
    });
    const user = userEvent.setup();
    renderApp('/hallticket');
    const button = await screen.findByRole('button', { name: 'Download photo-ticket.png' });
    const before = fileRequests.length;
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(fileRequests.slice(before)).toEqual(['/files/hallticket/B2/photo-ticket.png']);
  });

  it("says 'Failed to download file. Please try again.' when the file cannot be fetched", async () => {
    stubHallTickets({}, (url) =>
      url.endsWith('.png')
        ? new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }), { status: 500 })
        : new Response('%PDF-1.4'),
    );
    const user = userEvent.setup();
    renderApp('/hallticket');
    await user.click(await screen.findByRole('button', { name: 'Download photo-ticket.png' }));
    expect(await screen.findByText('Failed to download file. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to hall tickets' }));
    expect(await screen.findByRole('article', { name: 'photo-ticket.png' })).toBeInTheDocument();
  });

  it("says 'No Hall Tickets Available' when there are none", async () => {
    stubHallTickets({ getHallticket: () => ({ body: { hallticketInfo: [] } }) });
    renderApp('/hallticket');
    expect(await screen.findByText('No Hall Tickets Available')).toBeInTheDocument();
  });

  it("says 'Failed to fetch hall tickets. Please try again later.' with Retry when the list fails", async () => {
    const { api } = stubHallTickets({ getHallticket: () => refusal(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup();
    renderApp('/hallticket');
    expect(
      await screen.findByText('Failed to fetch hall tickets. Please try again later.'),
    ).toBeInTheDocument();
    api.answer('getHallticket', () => ({ body: { hallticketInfo: tickets } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'photo-ticket.png' })).toBeInTheDocument();
  });
});
