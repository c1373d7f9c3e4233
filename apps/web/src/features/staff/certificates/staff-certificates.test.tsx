import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Asha <img src=x onerror="window.__hacked = true">';

const certificate = {
  certno: 'ORG1-2026-7KQ3M9XD',
  eid: 'asha@example.edu',
  learnerName: hostile,
  programTitle: 'Certificate in Digital Health',
  bpid: 'dh-2025',
  batch: 'January 2025 intake',
  issuedOn: '2026-02-20',
  issuedBy: null,
  revokedOn: null as string | null,
  revokeReason: null as string | null,
};

function stubCertificates() {
  const row = { ...certificate };
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
    'staff/listRecordBatches': () => ({
      body: {
        batches: [
          { bpid: 'dh-2025', batch: 'January 2025 intake', programme: 'Digital Health', learners: 3 },
        ],
      },
    }),
    'staff/listIssuedCertificates': () => ({ body: { rows: [row], total: 1 } }),
    'staff/getCertificateTemplate': () => ({
      body: { signatoryName: 'Registrar', signatoryTitle: 'Registrar', logoUrl: null, signatureUrl: null },
    }),
    'staff/revokeCertificate': (body) => {
      const { reason } = body as { reason: string };
      row.revokedOn = '2026-11-28';
      row.revokeReason = reason;
      return { body: { revokedOn: '2026-11-28' } };
    },
    'staff/issueCertificate': () =>
      refusal(
        409,
        'CONFLICT',
        'Your certificate is issued once you have completed every course of the program. Still to complete: Anatomy.',
      ),
  });
  return { calls: (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body) };
}

describe('the staff certificates page', { timeout: 30_000 }, () => {
  it('lists certificates as text, and revokes one with a reason after a confirmation', async () => {
    const { calls } = stubCertificates();
    const user = userEvent.setup();
    renderApp('/staff/certificates');
    const table = await screen.findByRole('table', { name: 'Issued certificates' }, slow);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(hostile);
    expect(document.querySelector('main img')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: `Revoke certificate ${certificate.certno} of ${hostile}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke this certificate?' });
    const submit = within(dialog).getByRole('button', { name: 'Revoke' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Issued in error');
    await user.click(submit);
    expect(
      await screen.findByText(
        `Certificate ${certificate.certno} was revoked on 2026-11-28.`,
        { exact: false },
        slow,
      ),
    ).toBeInTheDocument();
    expect(calls('staff/revokeCertificate')).toEqual([
      { oid: 'ORG1', certno: certificate.certno, reason: 'Issued in error' },
    ]);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Revoked on 2026-11-28'),
    );
  });

  it("says the server's refusal to issue, naming what is left", async () => {
    stubCertificates();
    const user = userEvent.setup();
    renderApp('/staff/certificates');
    await user.click(await screen.findByRole('combobox', { name: 'Batch' }, slow));
    await user.click(screen.getByRole('option', { name: /Digital Health: January 2025 intake/ }));
    await user.type(screen.getByRole('textbox', { name: "Learner's e-mail" }), 'asha@example.edu');
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText(/Still to complete: Anatomy\./, {}, slow)).toBeInTheDocument();
  });
});
