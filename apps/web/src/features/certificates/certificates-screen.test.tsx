import type { Certificate } from '@aula/contract/certificates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession, refusal } from '../../test/session.ts';

const certificate: Certificate = {
  certno: 'ORG1-2026-7KQ3M9XD',
  certificate: 'Certificate in Digital Health',
  cerurl: '/files/certificate/ORG1-2026-7KQ3M9XD.png',
  pdfUrl: '/files/certificate/ORG1-2026-7KQ3M9XD.pdf',
  verifyUrl: 'http://localhost/verify/ORG1-2026-7KQ3M9XD',
  bpid: 'B1',
  issuedOn: '2026-02-20',
  revokedOn: null,
  revokeReason: null,
};

/** The API stub, plus the certificate's files: `files` answers each GET of a /files/ address. */
function stubCertificates(
  handlers: ApiHandlers = {},
  files: (url: string) => Response = (url) => new Response(url.endsWith('.pdf') ? '%PDF-1.7' : 'PNG'),
) {
  const api = stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 0 } }),
    getCertificates: () => ({ body: { certificates: [certificate] } }),
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
  return Object.assign(api, { fileRequests });
}

/** The names the browser was asked to save files under, in order. */
function savedFileNames() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:certificate');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('the certificates (/certificates)', { timeout: 20_000 }, () => {
  it('shows each certificate with its image, Preview, Download and Download PDF', async () => {
    stubCertificates();
    renderApp('/certificates');
    const card = await screen.findByRole(
      'article',
      { name: 'Certificate in Digital Health' },
      { timeout: 10_000 },
    );
    expect(
      within(card).getByRole('img', { name: 'Certificate: Certificate in Digital Health' }),
    ).toHaveAttribute('src', certificate.cerurl);
    expect(within(card).getByText('Issued on 20 February 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Verification page' })).toHaveAttribute(
      'href',
      certificate.verifyUrl,
    );
    expect(
      within(card).getByRole('button', { name: 'Download Certificate in Digital Health' }),
    ).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Download PDF of Certificate in Digital Health' }),
    ).toBeEnabled();
  });

  it("saves the server's PNG as certificate.png and its PDF as certificate.pdf", async () => {
    const { fileRequests } = stubCertificates();
    const saved = savedFileNames();
    const user = userEvent.setup();
    renderApp('/certificates');
    const card = await screen.findByRole(
      'article',
      { name: 'Certificate in Digital Health' },
      { timeout: 10_000 },
    );
    await user.click(within(card).getByRole('button', { name: 'Download Certificate in Digital Health' }));
    await waitFor(() => expect(saved).toEqual(['certificate.png']));
    await user.click(
      within(card).getByRole('button', { name: 'Download PDF of Certificate in Digital Health' }),
    );
    await waitFor(() => expect(saved).toEqual(['certificate.png', 'certificate.pdf']));
    expect(fileRequests).toEqual([certificate.cerurl, certificate.pdfUrl]);

    await user.click(within(card).getByRole('button', { name: 'Preview Certificate in Digital Health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificate in Digital Health' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[2]).toBe('certificate.pdf');
  });

  it('says so when a file cannot be downloaded', async () => {
    stubCertificates({}, () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'No such certificate.' } }, { status: 404 }),
    );
    const saved = savedFileNames();
    const user = userEvent.setup();
    renderApp('/certificates');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Download PDF of Certificate in Digital Health' },
        { timeout: 10_000 },
      ),
    );
    expect(
      await screen.findByText('The certificate could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("titles the preview with the certificate's name, or 'Certificate Preview' without one", async () => {
    stubCertificates({
      getCertificates: () => ({ body: { certificates: [{ ...certificate, certificate: '' }] } }),
    });
    const user = userEvent.setup();
    renderApp('/certificates');
    await user.click(await screen.findByRole('button', { name: /^Preview/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificate Preview' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', certificate.cerurl);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'No Data' when there are none, and offers Retry when they cannot be loaded", async () => {
    const api = stubCertificates({ getCertificates: () => refusal(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup();
    renderApp('/certificates');
    expect(
      await screen.findByText('We could not load your certificates.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    api.answer('getCertificates', () => ({ body: { certificates: [] } }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

describe('the certificate verification page (/verify/<number>)', { timeout: 20_000 }, () => {
  it('confirms who earned what, from whom and when, to a visitor who is not signed in', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => refusal(401, 'UNAUTHENTICATED', 'Please sign in.'),
      verifyCertificate: () => ({
        body: {
          certno: certificate.certno,
          learnerName: 'Asha Mensah',
          program: 'Certificate in Digital Health',
          organisation: 'Test University',
          issuedOn: '2026-02-20',
          revokedOn: null,
        },
      }),
    });
    renderApp('/verify/orG1-2026-7kq3m9xd');
    expect(
      await screen.findByText('This certificate is genuine.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Test University certifies that Asha Mensah completed the program Certificate in Digital Health on 20 February 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('says a revoked certificate was revoked, and on which day', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => refusal(401, 'UNAUTHENTICATED', 'Please sign in.'),
      verifyCertificate: () => ({
        body: {
          certno: certificate.certno,
          learnerName: 'Asha Mensah',
          program: 'Certificate in Digital Health',
          organisation: 'Test University',
          issuedOn: '2026-02-20',
          revokedOn: '2026-11-02',
        },
      }),
    });
    renderApp(`/verify/${certificate.certno}`);
    expect(
      await screen.findByText('This certificate was revoked.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/revoked this certificate on 2 November 2026/)).toBeInTheDocument();
    expect(screen.queryByText('This certificate is genuine.')).not.toBeInTheDocument();
  });

  it("says 'No such certificate' for an unknown number", async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      'auth/currentSession': () => refusal(401, 'UNAUTHENTICATED', 'Please sign in.'),
      verifyCertificate: () => refusal(404, 'NOT_FOUND', 'No such certificate'),
    });
    renderApp('/verify/ORG1-2026-00000000');
    expect(await screen.findByText('No such certificate', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
