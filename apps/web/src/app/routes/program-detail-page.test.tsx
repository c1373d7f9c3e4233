import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplyProgram } from '../../features/applications/api/get-programs.ts';
import type { ProgramDetail } from '../../features/program-detail/api/get-program-detail.ts';
import { readApplicationState } from '../../lib/application-state.ts';
import { stubApi } from '../../test/api-stub.ts';
import { organisation } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { learnerSession } from '../../test/session.ts';

// The program detail page of a signed-in learner: the action the program's status offers (spec 3 §2).

const detail: ProgramDetail = {
  pid: 'P1',
  bpid: 'P1-2026',
  pname: 'Certificate in Pharmacovigilance',
  ptitle: 'Certificate in Pharmacovigilance',
  pimage: 'images/p1.svg',
  etype: 'instructor',
  evbab: false,
  pinfo: { duration: '6 months', format: 'Online', credits: 16 },
  poverview: '<p>Medicines can harm.</p>',
  pfeatures: '',
  poutcomes: '',
  pinstructors: [],
  pcurriculum: [],
  pfaq: [],
};

const listed = (overrides: Partial<ApplyProgram>): ApplyProgram => ({
  pid: 'P1',
  bpid: 'P1-2026',
  pname: 'Certificate in Pharmacovigilance',
  etype: 'instructor',
  evbab: false,
  form: 'wizard',
  enrolled: false,
  pstatus: 0,
  applicationid: null,
  action: 'apply',
  ...overrides,
});

function stub(program: ApplyProgram) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getProgramDetail: () => ({ body: detail }),
    getPrograms: () => ({ body: { underGraduate: [], postGraduate: [program], doctorOfPharmacy: [] } }),
    getApplication: () => ({ body: [] }),
  });
}

/** The first visit of a page waits for its lazily loaded code, which is slow on a busy machine. */
const slow = { timeout: 15_000 };

describe('the program detail page, signed in', { timeout: 30_000 }, () => {
  it("offers the status's action, which opens the application form, and the way to My Application", async () => {
    stub(listed({ pstatus: 1, applicationid: 'P1-2026-1', action: 'continueApplication' }));
    const user = userEvent.setup();
    renderApp('/myProg/P1/0');
    const panel = await screen.findByRole('region', { name: 'Your application' }, slow);
    expect(within(panel).getByRole('link', { name: /My Application/ })).toHaveAttribute(
      'href',
      '/myApplication',
    );
    await user.click(
      within(panel).getByRole('button', { name: 'Continue Application: Certificate in Pharmacovigilance' }),
    );
    expect(readApplicationState()).toEqual({ applypid: 'P1', applybpid: 'P1-2026' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myApplication/application'),
    );
  });

  it('says Under Review with no action while the application is reviewed', async () => {
    stub(listed({ pstatus: 2, applicationid: 'P1-2026-1', action: 'underReview' }));
    renderApp('/myProg/P1/0');
    const panel = await screen.findByRole('region', { name: 'Your application' }, slow);
    expect(within(panel).getByText('Under Review')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
