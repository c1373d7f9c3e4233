import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChosenProgram } from '../lib/chosen-program.ts';
import { i18n } from '../lib/i18n.ts';
import { stubApi } from '../test/api-stub.ts';
import { organisation, programList } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function stubHealthyApi() {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    getAllProgramList: () => ({ body: programList() }),
  });
}

async function openProgramsPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Programs' }));
  return { user, panel: await screen.findByRole('navigation', { name: 'Programs' }) };
}

describe('the public header', () => {
  it("groups the organisation's programs in the Programs panel, with names stripped of HTML", async () => {
    const api = stubHealthyApi();
    renderApp('/');
    const { panel } = await openProgramsPanel();

    const groups = await within(panel).findAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Post Graduate',
      'Under Graduate',
      'Diploma',
      'Certificate',
      'Doctor Of Pharmacy',
    ]);
    const postGraduate = within(panel).getByRole('region', { name: 'Post Graduate' });
    expect(
      within(postGraduate)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Master of Public Health', 'PG Diploma in Clinical Research']);
    expect(within(panel).getByRole('link', { name: 'B.Sc. Nursing' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Diploma in Care' })).toBeInTheDocument();
    expect(panel.querySelector('img, [onerror]')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    // The organisation's oid goes with the catalogue call.
    expect(api.calls.find((call) => call.name === 'getAllProgramList')?.body).toEqual({ oid: 'ORG1' });
  });

  it('opens /myProg/{pid}/0 for a chosen program and remembers its pid and bpid', async () => {
    stubHealthyApi();
    renderApp('/');
    const { user, panel } = await openProgramsPanel();
    await user.click(within(panel).getByRole('link', { name: 'PG Diploma in Clinical Research' }));

    // The program page's code loads first: the address changes once it has arrived.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/myProg\/PG1\/0$/));
    expect(readChosenProgram()).toEqual({ pid: 'PG1', bpid: 'PG1-B' });
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Programs' })).not.toBeInTheDocument(),
    );
  });

  it('links About to /about{shortName} and Login to the login dialog', async () => {
    stubHealthyApi();
    const user = userEvent.setup();
    renderApp('/contactUs');
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/contactUs?dialog=login');

    await user.click(screen.getByRole('button', { name: 'About' }));
    await user.click(await screen.findByRole('menuitem', { name: 'About TU' }));
    // Navigation is a transition: the address changes once the page's code has arrived.
    expect(await screen.findByRole('heading', { level: 1, name: 'About TU' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/aboutTU$/);
  });

  it('switches the whole page to French and remembers the choice', async () => {
    stubHealthyApi();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'EN (Language: English)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));

    expect(await screen.findByRole('button', { name: 'Programmes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pour toute question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR (Langue : Français)' })).toHaveTextContent('FR');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('aula.language=fr');
  });
});

describe('the side drawer (narrow screens)', () => {
  it('holds About, the program groups, Contact us and Login', async () => {
    // Narrow: every max-width media query matches (prefers-reduced-motion does not).
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: media.includes('max-width'),
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    stubHealthyApi();
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test University' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Programs' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'About TU' })).toHaveAttribute('href', '/aboutTU');
    expect(within(drawer).getByRole('link', { name: 'Online Learning' })).toHaveAttribute(
      'href',
      '/aboutOEP',
    );
    expect(within(drawer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?dialog=login');

    await user.click(await within(drawer).findByRole('button', { name: 'Doctor Of Pharmacy' }));
    await user.click(await within(drawer).findByRole('link', { name: 'Doctor of Pharmacy' }));
    // The program page's code loads first: the address changes once it has arrived.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/myProg\/PD1\/0$/));
    expect(readChosenProgram()).toEqual({ pid: 'PD1', bpid: 'PD1-B' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('the public pages', () => {
  it('shows the landing page for an unknown path', async () => {
    stubHealthyApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test University' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Test University. All rights reserved.');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Aula');
    expect(screen.getByRole('link', { name: 'For any queries' })).toHaveAttribute('href', '/postquires');
  });

  it("shows the organisation's own text on its about page, sanitised", async () => {
    stubHealthyApi();
    renderApp('/aboutTU');
    await screen.findByRole('heading', { level: 1, name: 'About TU' });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('working adults')).toBeInTheDocument();
    expect(main.querySelector('[onerror]')).toBeNull();
    expect(within(main).getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('plays the quick tour videos with controls and captions in both languages', async () => {
    stubHealthyApi();
    renderApp('/quickTourPreLogin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Tour' })).toBeInTheDocument();
    const videos = document.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    for (const video of videos) {
      expect(video).toHaveAttribute('controls');
      const tracks = [...video.querySelectorAll('track')];
      expect(tracks.map((track) => [track.srclang, track.kind, track.default])).toEqual([
        ['en', 'captions', true],
        ['fr', 'captions', false],
      ]);
    }
  });
});

describe('failures', () => {
  it('offers Retry when the organisation cannot be loaded, and Retry works', async () => {
    const api = stubHealthyApi();
    api.answer('getOrganisation', () => ({
      status: 503,
      body: { error: { code: 'INTERNAL', message: 'down' } },
    }));
    const user = userEvent.setup();
    renderApp('/');

    expect(await screen.findByText('The portal could not be loaded.')).toBeInTheDocument();
    api.answer('getOrganisation', () => ({ body: organisation }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test University' })).toBeInTheDocument();
  });

  it('offers Retry where the programs could not be loaded, and Retry works', async () => {
    const api = stubHealthyApi();
    api.answer('getAllProgramList', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Test University' });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('The programs could not be loaded.')).toBeInTheDocument();
    expect(within(main).getByText(/check your internet connection/i)).toBeInTheDocument();
    api.answer('getAllProgramList', () => ({ body: programList() }));
    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(await within(main).findByRole('link', { name: 'Master of Public Health' })).toBeInTheDocument();
  });
});
