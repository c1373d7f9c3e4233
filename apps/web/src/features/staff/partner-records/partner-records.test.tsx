import { partnerCsvColumns } from '@aula/contract/staff-partner-import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { counsellorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const csv = [
  'email,first_name,last_name,learning_center,learning_center_name,registered_on',
  'kofi@example.org,Kofi <img src=x onerror="window.__hacked = true">,Mensah,LC1,Accra,2026-11-01',
  'ama@example.org,Ama,Owusu,LC1,Accra,',
  'not-an-email,,Boateng,LC2,Kumasi,2026-11-01',
].join('\n');

const row = (line: number, email: string, firstName: string) => ({
  line,
  email,
  firstName,
  lastName: '',
  learningCenter: 'LC1',
  learningCenterName: 'Accra',
  registeredOn: '2026-11-01',
});
const kofi = {
  ...row(2, 'kofi@example.org', 'Kofi <img src=x onerror="window.__hacked = true">'),
  lastName: 'Mensah',
};
const refused = {
  ...row(4, 'not-an-email', ''),
  action: null,
  errors: ['email: Invalid email address', 'first_name: is empty'],
};
const preview = {
  rows: [
    { ...kofi, action: 'create' as const, errors: [] },
    { ...row(3, 'ama@example.org', 'Ama'), action: 'update' as const, errors: [] },
    refused,
  ],
};

function stubImport() {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(counsellorGrants) }),
    'staff/previewPartnerImport': () => ({ body: preview }),
    'staff/importPartnerRecords': () => ({ body: { created: 1, updated: 1, refused: [refused] } }),
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return {
    api,
    previews: () => bodies('staff/previewPartnerImport'),
    imports: () => bodies('staff/importPartnerRecords'),
  };
}

async function chooseFile(text = csv, name = 'evbab-november.csv') {
  const user = userEvent.setup();
  renderApp('/staff/partner-records');
  const input = await screen.findByLabelText('Choose a CSV file', {}, slow);
  await user.upload(input, new File([text], name, { type: 'text/csv' }));
  await screen.findByText(name);
  return user;
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the partner records import', { timeout: 30_000 }, () => {
  it("explains the file's columns, those of the contract", async () => {
    stubImport();
    renderApp('/staff/partner-records');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partner records' }, slow),
    ).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([...partnerCsvColumns]);
    expect(screen.getByText(partnerCsvColumns.join(','))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  });

  it('previews the file: the rows to import, and each problem with its row, column and message', async () => {
    const { previews, imports } = stubImport();
    const user = await chooseFile();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview of evbab-november.csv' })).toHaveFocus();
    expect(previews()).toEqual([{ oid: 'ORG1', csv }]);
    expect(imports()).toEqual([]);

    expect(screen.getByLabelText('What an import would do')).toHaveTextContent(
      'Rows read3To create1To update1Refused1',
    );
    expect(cells(screen.getByRole('table', { name: 'Problems of the rows that would be refused' }))).toEqual([
      ['4', 'not-an-email', 'email', 'Invalid email address'],
      ['4', 'not-an-email', 'first_name', 'is empty'],
    ]);
    const rows = screen.getByRole('table', { name: 'Rows that would be imported' });
    expect(cells(rows)).toEqual([
      ['2', 'Create', 'kofi@example.org', kofi.firstName, 'Mensah', 'LC1', 'Accra', '2026-11-01'],
      ['3', 'Update', 'ama@example.org', 'Ama', '—', 'LC1', 'Accra', '2026-11-01'],
    ]);
    expect(rows.querySelector('img')).toBeNull();
  });

  it('imports the same file and shows what the server counted, and the rows it refused', async () => {
    const { imports } = stubImport();
    const user = await chooseFile();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import the valid rows (2)' }));
    const done = await screen.findByText('evbab-november.csv is imported.');
    expect(done.closest('[role="status"]')).toHaveFocus();
    expect(imports()).toEqual([{ oid: 'ORG1', csv }]);
    expect(screen.getByLabelText('What the import did')).toHaveTextContent('Created1Updated1Refused1');
    expect(cells(screen.getByRole('table', { name: 'Problems of the rows refused' }))).toEqual([
      ['4', 'not-an-email', 'email', 'Invalid email address'],
      ['4', 'not-an-email', 'first_name', 'is empty'],
    ]);
    expect(screen.queryByRole('button', { name: /Import the valid rows/ })).not.toBeInTheDocument();
  });

  it("shows a file refused whole in the server's words, with nothing to retry", async () => {
    const { api } = stubImport();
    api.answer('staff/previewPartnerImport', () =>
      refusal(400, 'VALIDATION_FAILED', 'The header must name the columns email, learning_center.'),
    );
    const user = await chooseFile('name,centre\nKofi,LC1');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The header must name the columns email, learning_center.');
    expect(alert).toHaveFocus();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a failed import with Retry, which sends the file again', async () => {
    const { api, imports } = stubImport();
    api.answer('staff/importPartnerRecords', () => refusal(503, 'INTERNAL', 'boom'));
    const user = await chooseFile();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import the valid rows (2)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    api.answer('staff/importPartnerRecords', () => ({ body: { created: 1, updated: 1, refused: [] } }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('evbab-november.csv is imported.')).toBeInTheDocument();
    expect(imports()).toEqual([
      { oid: 'ORG1', csv },
      { oid: 'ORG1', csv },
    ]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says an empty file is empty without sending it', async () => {
    const { previews } = stubImport();
    const user = userEvent.setup();
    renderApp('/staff/partner-records');
    await user.upload(
      await screen.findByLabelText('Choose a CSV file', {}, slow),
      new File(['\n'], 'blank.csv'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty.');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(previews()).toEqual([]);
  });
});
