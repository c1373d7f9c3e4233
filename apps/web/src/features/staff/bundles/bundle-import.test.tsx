import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { programList } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';
import type { BundleImportReport } from './api/import-bundle.ts';

const slow = { timeout: 15_000 };

const table = (
  name: BundleImportReport['tables'][number]['table'],
  counts: Partial<Record<'created' | 'changed' | 'unchanged', number>>,
) => ({
  table: name,
  created: 0,
  changed: 0,
  unchanged: 0,
  removed: 0,
  ...counts,
});

/** A file store that takes every PUT at once. */
class StoreRequest {
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    setTimeout(() => {
      this.status = 200;
      this.onload?.();
    }, 0);
  }
}

function stubImport(check: BundleImportReport) {
  vi.stubGlobal('XMLHttpRequest', StoreRequest);
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
    getAllProgramList: () => ({ body: programList() }),
    'staff/presignBundleImport': () => ({
      body: {
        url: '/files/upload/b',
        filename: '4321-catalogue.zip',
        filetype: 'application/zip',
        expiresIn: 3600,
      },
    }),
    'staff/checkBundleImport': () => ({ body: check }),
    'staff/importBundle': () => ({
      body: {
        ok: true,
        problems: [],
        tables: [table('programs', { changed: 1 })],
        media: 3,
        notes: [],
      } satisfies BundleImportReport,
    }),
  });
  return (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
}

describe('importing a bundle on the catalogue bundles page', { timeout: 30_000 }, () => {
  it('checks the zip, shows what importing changes, and imports it when asked', async () => {
    const bodies = stubImport({
      ok: true,
      problems: [],
      tables: [table('programs', { changed: 1, unchanged: 6 }), table('batch_tests', { created: 2 })],
      media: 3,
      notes: [
        'accounts.json: not imported: accounts and learners’ records are imported only by npm run content:import',
      ],
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/staff/bundles');
    const input = await screen.findByLabelText('Choose a bundle zip', {}, slow);

    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a .zip file.');
    expect(bodies('staff/presignBundleImport')).toHaveLength(0);

    await user.upload(input, new File(['PK'], 'catalogue.zip', { type: 'application/zip' }));
    const checked = await screen.findByText(
      /catalogue\.zip can be imported\. Nothing has changed yet/,
      {},
      slow,
    );
    expect(checked.closest('[role="status"]')).toHaveFocus();
    const changes = screen.getByRole('table', { name: 'What importing changes' });
    const programmes = within(changes).getByRole('row', { name: /Programmes/ });
    expect(
      within(programmes)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1', '6', '0']);
    expect(
      within(changes).getByRole('rowheader', { name: 'Proctored tests of batches' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^accounts\.json: not imported/)).toBeInTheDocument();
    expect(bodies('staff/importBundle')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Import catalogue.zip' }));
    const imported = await screen.findByText('catalogue.zip was imported. This is what changed.', {}, slow);
    expect(imported.closest('[role="status"]')).toHaveFocus();
    expect(bodies('staff/importBundle')).toEqual([
      { oid: expect.any(String), filename: '4321-catalogue.zip' },
    ]);
    expect(screen.queryByRole('button', { name: 'Import catalogue.zip' })).not.toBeInTheDocument();
  });

  it('lists every problem by file and field, as text, and offers no import', async () => {
    stubImport({
      ok: false,
      problems: [
        { file: 'programs/cert-pv.json', path: 'sortOrder', message: 'expected number, received string' },
        {
          file: 'catalogue.zip',
          path: '',
          message: 'The zip is not a safe zip: <img src=x onerror=alert(1)>',
        },
      ],
      tables: [],
      media: 0,
      notes: [],
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/staff/bundles');
    await user.upload(
      await screen.findByLabelText('Choose a bundle zip', {}, slow),
      new File(['PK'], 'catalogue.zip', { type: 'application/zip' }),
    );
    expect(
      await screen.findByText(/catalogue\.zip cannot be imported, and nothing was changed/, {}, slow),
    ).toBeInTheDocument();
    expect(
      screen.getByText('programs/cert-pv.json, sortOrder: expected number, received string'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('catalogue.zip: The zip is not a safe zip: <img src=x onerror=alert(1)>'),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });
});
