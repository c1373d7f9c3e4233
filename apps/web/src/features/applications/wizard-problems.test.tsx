import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveApplicationState } from '../../lib/application-state.ts';
import { type ApiHandlers, stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';
import type { ApplyProgram } from './api/get-programs.ts';
import type { SavedApplication } from './api/get-user-application.ts';

// The wizard's problem by its field and in a summary above the form, and the pre-registered Review.

const program: ApplyProgram = {
  pid: 'W',
  bpid: 'W-2026',
  pname: 'Diploma W',
  etype: 'instructor',
  evbab: false,
  form: 'wizard',
  enrolled: false,
  pstatus: 0,
  applicationid: null,
  action: 'apply',
};

const empty: SavedApplication = {
  applicationid: null,
  pstatus: 0,
  generalinfo: null,
  education: null,
  uploaddoc: null,
  scholarship: null,
  documentUrls: {},
  variant: 'standard',
  evbabdata: null,
};

function stub(saved: SavedApplication, handlers: ApiHandlers = {}) {
  saveApplicationState({ applypid: 'W', applybpid: 'W-2026' });
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getPrograms: () => ({ body: { underGraduate: [program], postGraduate: [], doctorOfPharmacy: [] } }),
    getUserApplication: () => ({ body: saved }),
    ...handlers,
  });
}

const slow = { timeout: 10_000 };

describe('the application wizard’s problems and Review', { timeout: 20_000 }, () => {
  it('puts the first failed check by its field and in an announced summary above the form, linking to it', async () => {
    stub(empty);
    const user = userEvent.setup();
    renderApp('/myApplication/application');
    const firstName = await screen.findByRole('textbox', { name: 'First Name' }, slow);
    expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const link = within(summary).getByRole('link', { name: 'Name cannot be empty' });
    expect(link).toHaveAttribute('href', `#${firstName.id}`);
    // Above the fields, not after them.
    expect(summary.compareDocumentPosition(firstName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Name cannot be empty');
    expect(screen.getAllByText('Name cannot be empty')).toHaveLength(2);

    firstName.blur();
    await user.click(link);
    expect(firstName).toHaveFocus();
  });

  it("says Institution/College Name on the pre-registered applicant's Review, as its Education tab does", async () => {
    stub({
      ...empty,
      applicationid: 'W-2026-1',
      pstatus: 1,
      variant: 'preRegistered',
      generalinfo: { firstName: 'Ama' },
      education: { schoolName: 'Accra Academy' },
      uploaddoc: { Cetificates: '1234-cert.png' },
      scholarship: { scholarship: 'No' },
    } as unknown as SavedApplication);
    renderApp('/myApplication/application');
    expect(await screen.findByRole('tab', { name: 'Review', selected: true }, slow)).toBeInTheDocument();
    const term = screen.getByText('Institution/College Name');
    expect(term.tagName).toBe('DT');
    expect(screen.queryByText('School Name')).toBeNull();
    expect(screen.getByText('Accra Academy')).toBeInTheDocument();
  });
});
