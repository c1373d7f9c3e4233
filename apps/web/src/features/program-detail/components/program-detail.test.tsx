import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readApplicationState } from '../../../lib/application-state.ts';
import { saveChosenProgram } from '../../../lib/chosen-program.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { organisation } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { ProgramDetail } from '../api/get-program-detail.ts';

const notRegistered = 'To apply for scholarship, you need to register in the iLearn portal first';

function program(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    pid: 'P1',
    bpid: 'P1-2026',
    pname: 'Certificate in <b>Pharmacovigilance</b>',
    ptitle: 'Certificate in Pharmacovigilance',
    pimage: 'images/p1.svg',
    etype: 'instructor',
    evbab: true,
    pinfo: { duration: '6 months', format: 'Online', credits: 16 },
    poverview:
      '<p>Medicines can harm.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
    pfeatures: '<ul><li>Weekly webinars</li></ul>',
    poutcomes: '<p>Report ADRs</p>',
    pinstructors: [
      {
        title: 'Programme faculty',
        value: [
          { name: 'Dr. Meera Raghavan', designation: 'Professor', org: 'ADU', pic: 'people/meera.svg' },
        ],
      },
    ],
    pcurriculum: [
      {
        tid: 'pv101',
        tlabel: 'Course 1',
        tduration: 4,
        ttitle: 'Principles of Pharmacovigilance',
        tunits: ['Foundations', 'Reporting ADRs'],
        timage: 'topics/pv101.svg',
      },
    ],
    pfaq: [
      {
        title: 'About the programme',
        questions: [{ ques: 'Who can apply?', ans: '<p>Graduates in pharmacy.</p>' }],
      },
    ],
    admission: { welcome: '<p>Welcome, partner applicants!</p>', instructionPdf: 'pdf/instructions.pdf' },
    ...overrides,
  };
}

function stubProgramApi(detail: ProgramDetail = program()) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    getProgramDetail: () => ({ body: detail }),
  });
}

afterEach(() => {
  sessionStorage.clear();
  delete (window as { __hacked?: boolean }).__hacked;
});

describe('the program detail page', () => {
  it('shows the header and the four tabs with their content, HTML sanitised', async () => {
    const api = stubProgramApi();
    const user = userEvent.setup();
    renderApp('/myProg/P1/0');

    const title = await screen.findByRole('heading', { level: 1, name: 'Certificate in Pharmacovigilance' });
    expect(title.querySelector('b')).toHaveTextContent('Pharmacovigilance');
    const facts = document.querySelector('dl');
    expect(facts).toHaveTextContent(/Duration\s*6 months/);
    expect(facts).toHaveTextContent(/Credits\s*16/);
    expect(document.querySelector('img[src="/media/ORG1/images/p1.svg"]')).not.toBeNull();
    expect(api.calls.find((call) => call.name === 'getProgramDetail')?.body).toEqual({
      oid: 'ORG1',
      pid: 'P1',
    });

    const tabs = screen.getByRole('tablist', { name: 'Program details' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Instructors', 'Curriculum', 'FAQs']);
    expect(screen.getByText('Medicines can harm.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Features' })).toBeInTheDocument();
    expect(screen.getByText('Report ADRs')).toBeInTheDocument();
    expect(document.querySelector('[onerror], script')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    // Without il = 1 there is no admission block.
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Instructors' }));
    const panel = screen.getByRole('tabpanel', { name: 'Instructors' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Programme faculty' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Dr. Meera Raghavan' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Professor');

    await user.click(screen.getByRole('tab', { name: 'Curriculum' }));
    const curriculum = screen.getByRole('tabpanel', { name: 'Curriculum' });
    expect(curriculum).toHaveTextContent('Course 1 · 4 weeks');
    expect(
      within(curriculum)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Reporting ADRs');

    await user.click(screen.getByRole('tab', { name: 'FAQs' }));
    const question = screen.getByRole('button', { name: 'Who can apply?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Graduates in pharmacy.')).toBeVisible();
  });

  it('asks for the batch remembered from the header when it is this program', async () => {
    const api = stubProgramApi();
    saveChosenProgram({ pid: 'P1', bpid: 'P1-2026' });
    renderApp('/myProg/P1/0');
    await screen.findByRole('heading', { level: 1 });
    expect(api.calls.find((call) => call.name === 'getProgramDetail')?.body).toEqual({
      oid: 'ORG1',
      pid: 'P1',
      bpid: 'P1-2026',
    });
  });

  it('says when a program is not found, with a link home', async () => {
    stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getProgramDetail: () => ({
        status: 404,
        body: {
          error: { code: 'NOT_FOUND', message: 'No such program.', fields: { pid: 'unknown program' } },
        },
      }),
    });
    renderApp('/myProg/NOPE/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Program not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('offers Retry when the program cannot be loaded, and Retry works', async () => {
    const api = stubApi(vi, {
      getOrganisation: () => ({ body: organisation }),
      getProgramDetail: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderApp('/myProg/P1/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Program details' })).toBeVisible();
    expect(screen.getByText('The program could not be loaded.')).toBeVisible();
    api.answer('getProgramDetail', () => ({ body: program() }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tablist', { name: 'Program details' })).toBeInTheDocument();
  });
});

describe('the partner variant (il = 1)', () => {
  async function openApply() {
    const user = userEvent.setup();
    renderApp('/myProg/P1/1');
    const admission = await screen.findByRole('region', { name: 'Admission' });
    await user.click(within(admission).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for scholarship' });
    return { user, admission, dialog };
  }

  it('shows the welcome text, the instruction PDF and Apply', async () => {
    stubProgramApi();
    renderApp('/myProg/P1/1');
    const admission = await screen.findByRole('region', { name: 'Admission' });
    expect(admission).toHaveTextContent('Welcome, partner applicants!');
    expect(within(admission).getByRole('link', { name: /Admission instructions \(PDF\)/ })).toHaveAttribute(
      'href',
      '/media/ORG1/pdf/instructions.pdf',
    );
    expect(within(admission).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('requires the e-mail before verifying', async () => {
    const api = stubProgramApi();
    const { user, dialog } = await openApply();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your e-mail address.');
    expect(api.calls.some((call) => call.name === 'getGoogleCloudResponse')).toBe(false);
  });

  it("shows the spec's message for an e-mail that is not registered (Enter verifies)", async () => {
    const api = stubProgramApi();
    api.answer('getGoogleCloudResponse', () => ({ body: { message: 'Not registered' } }));
    const { user, dialog } = await openApply();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'someone@example.org{Enter}');
    expect(await within(dialog).findByText(notRegistered)).toBeInTheDocument();
    expect(api.calls.find((call) => call.name === 'getGoogleCloudResponse')?.body).toEqual({
      oid: 'ORG1',
      emailid: 'someone@example.org',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/myProg\/P1\/1$/);
  });

  it('shows the same message for an address the server refuses as malformed', async () => {
    const api = stubProgramApi();
    api.answer('getGoogleCloudResponse', () => ({
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { emailid: 'Invalid email' } },
      },
    }));
    const { user, dialog } = await openApply();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-email{Enter}');
    expect(await within(dialog).findByText(notRegistered)).toBeInTheDocument();
  });

  it('stores the application state and opens /application for a registered e-mail', async () => {
    const api = stubProgramApi();
    api.answer('getGoogleCloudResponse', () => ({ body: { message: 'Successful' } }));
    const { user, dialog } = await openApply();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), ' scholar@partner.example ');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/application$/));
    expect(readApplicationState()).toEqual({
      applypid: 'P1',
      applybpid: 'P1-2026',
      partnerEmail: 'scholar@partner.example',
    });
  });

  it('says applications are closed when the program has no current batch', async () => {
    stubProgramApi(program({ bpid: null }));
    renderApp('/myProg/P1/1');
    const admission = await screen.findByRole('region', { name: 'Admission' });
    expect(admission).toHaveTextContent('Applications for this program are not open at the moment.');
    expect(within(admission).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
