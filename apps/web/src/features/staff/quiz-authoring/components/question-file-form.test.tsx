import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithinApp } from '../../../../test/render-within-app.tsx';
import { refusal } from '../../../../test/session.ts';
import { stubStaffApi } from '../../../../test/staff.ts';
import { QtiImport } from './qti-import.tsx';
import { SpreadsheetImport } from './spreadsheet-import.tsx';

// The two question files a bank takes (ADR 0091, 0099) share one form: the size refused before sending,
// the file sent as base64 with its name, a failed call shown with a retry, and each import's own answer.

const slow = { timeout: 15_000 };
const tooLarge = new File([new Uint8Array(500 * 1024 + 1)], 'big.zip', { type: 'application/zip' });

describe('the question file form', () => {
  it('refuses a QTI file over 500 KB before sending, then sends one and lists its items', async () => {
    const api = stubStaffApi(vi, {
      'staff/importQtiQuestions': () => ({
        body: {
          imported: 1,
          items: [
            { file: 'q1.xml', identifier: 'q1', title: 'Dose', atype: 1, notes: [] },
            {
              file: 'q2.xml',
              identifier: 'q2',
              title: 'Hotspot',
              atype: null,
              notes: ['Not an answer type.'],
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithinApp(<QtiImport bankid="bank-1" />);
    const input = await screen.findByLabelText('QTI package or item (ZIP or XML)', {}, slow);
    const send = screen.getByRole('button', { name: 'Import QTI' });
    expect(send).toBeDisabled();

    await user.upload(input, tooLarge);
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 500 KB.');
    const sent = () => api.calls.filter((call) => call.name === 'staff/importQtiQuestions');
    expect(sent()).toHaveLength(0);

    await user.upload(input, new File(['<assessmentItem/>'], 'item.xml', { type: 'text/xml' }));
    await user.click(send);
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      '1 question imported. 1 item was not imported: see why below.',
    );
    expect(screen.queryByText('The file is larger than 500 KB.')).not.toBeInTheDocument();
    expect(sent().map((call) => call.body)).toEqual([
      { oid: expect.any(String), bankid: 'bank-1', filename: 'item.xml', data: btoa('<assessmentItem/>') },
    ]);
    const table = screen.getByRole('table', { name: 'Items of the QTI file' });
    expect(within(table).getByText('Not an answer type.')).toBeInTheDocument();
  });

  it('shows a refused spreadsheet with its fields, and sends the same file again after the server’s trouble', async () => {
    const api = stubStaffApi(vi, {
      'staff/importBankQuestions': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The file is not a spreadsheet.',
            fields: { data: 'not a CSV or XLSX file' },
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithinApp(<SpreadsheetImport bankid="bank-1" />);
    expect(await screen.findByRole('button', { name: 'Download the template' }, slow)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Spreadsheet (CSV or XLSX)'),
      new File(['stem,answer'], 'questions.csv', { type: 'text/csv' }),
    );
    const send = screen.getByRole('button', { name: 'Import' });
    await user.click(send);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('not a CSV or XLSX file');

    api.answer('staff/importBankQuestions', () => refusal(503, 'INTERNAL', 'The database is busy.'));
    await user.click(send);
    const generic = await screen.findByText('Something went wrong on our side. Please try again.', {}, slow);
    const failed = generic.closest<HTMLElement>('[role="alert"]');
    if (!failed) throw new Error('the failure is an alert');
    api.answer('staff/importBankQuestions', () => ({ body: { imported: 3, errors: [] } }));
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('3 questions imported.');
    const sent = api.calls.filter((call) => call.name === 'staff/importBankQuestions');
    expect(sent.map((call) => (call.body as { filename: string }).filename)).toEqual([
      'questions.csv',
      'questions.csv',
      'questions.csv',
    ]);
  });
});
