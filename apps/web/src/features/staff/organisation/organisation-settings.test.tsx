import type { OrganisationSettingsView } from '@aula/contract/staff-organisation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };

function settings(overrides: Partial<OrganisationSettingsView> = {}): OrganisationSettingsView {
  return {
    name: 'Test University',
    shortName: 'TU',
    poweredBy: 'Aula',
    applicationForm: 'wizard',
    languages: ['en', 'fr'],
    aboutHtml: '<p>About</p>',
    onlineLearningHtml: '<p>Online</p>',
    contactHtml: '<p>Contact</p>',
    images: { logo: 'logo.png', partnerLogo: null, banner: null },
    providers: {
      proctor: {
        source: 'organisation',
        url: 'https://proctor.example.test/',
        clientId: 'tu',
        secretSet: true,
      },
      scheduler: {
        source: 'environment',
        url: 'https://schedule.example.test/',
        clientId: 'TU',
        secretSet: true,
      },
    },
    ...overrides,
  };
}

describe('the exam providers page', () => {
  it('never shows a secret: it keeps, replaces or clears it, and drops what was typed once saved', async () => {
    let refused = 1;
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/getOrganisationSettings': () => ({ body: settings() }),
      'staff/saveExamProviders': () =>
        refused-- > 0
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'A provider needs its address, client id and secret together.',
                  fields: { 'proctor.secret': 'A shared secret has at least 16 characters.' },
                },
              },
            }
          : { body: settings() },
    });
    const user = userEvent.setup();
    renderApp('/staff/organisation/providers');
    const proctor = await screen.findByRole('region', { name: 'Proctored tests' }, slow);
    expect(within(proctor).getByText('A secret is set.')).toBeInTheDocument();
    expect(within(proctor).queryByLabelText('New secret')).toBeNull();
    const scheduler = screen.getByRole('region', { name: 'Exam scheduling' });
    expect(within(scheduler).getByText(/The server's own settings apply now/)).toBeInTheDocument();

    await user.click(within(proctor).getByRole('button', { name: 'Replace the secret' }));
    await user.type(within(proctor).getByLabelText('New secret'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save providers' }));
    expect(
      await within(proctor).findByText('A shared secret has at least 16 characters.'),
    ).toBeInTheDocument();

    await user.clear(within(proctor).getByLabelText('New secret'));
    await user.type(within(proctor).getByLabelText('New secret'), 'a-new-shared-secret-1234');
    await user.click(screen.getByRole('button', { name: 'Save providers' }));
    expect(await screen.findByText('Saved. The secrets are not shown again.', {}, slow)).toBeInTheDocument();
    expect(within(proctor).queryByLabelText('New secret')).toBeNull();
    expect(document.body.innerHTML).not.toContain('a-new-shared-secret-1234');
    const sent = api.calls.filter((call) => call.name === 'staff/saveExamProviders').map((call) => call.body);
    expect(sent.at(-1)).toMatchObject({
      proctor: {
        url: 'https://proctor.example.test/',
        clientId: 'tu',
        secret: { action: 'replace', value: 'a-new-shared-secret-1234' },
      },
      scheduler: { url: '', clientId: '', secret: { action: 'keep' } },
    });
  });
});

describe('the public site settings', () => {
  it('previews a static page without running its script, and sends the settings typed', async () => {
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/getOrganisationSettings': () => ({ body: settings() }),
      'staff/saveOrganisationSettings': () => ({ body: settings({ name: 'Renamed University' }) }),
    });
    const user = userEvent.setup();
    renderApp('/staff/organisation');
    const contact = await screen.findByRole('textbox', { name: 'Contact us' }, slow);
    await user.clear(contact);
    await user.click(contact);
    await user.paste(
      '<h2>Desk</h2><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
    );
    await user.click(screen.getByRole('button', { name: 'Preview Contact us' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Desk' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give a name.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.name === 'staff/saveOrganisationSettings')).toBe(false);
    await user.type(name, 'Renamed University');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved. The public site shows/, {}, slow)).toBeInTheDocument();
    const [sent] = api.calls
      .filter((call) => call.name === 'staff/saveOrganisationSettings')
      .map((call) => call.body);
    expect(sent).toMatchObject({ name: 'Renamed University', languages: ['en', 'fr'] });
  });
});
