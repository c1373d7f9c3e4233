// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageLanguage, renderLandingPage } from './prerender-landing.tsx';
import { organisation } from './test/fixtures.ts';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Aula</title><script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/start.js">',
  '</head>',
  '<body><noscript>This portal needs JavaScript.</noscript><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('renderLandingPage', () => {
  it("draws the landing page's frame and banner for the organisation, with their styles", async () => {
    const page = await renderLandingPage({ template, organisation, language: 'en' });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Test University</title>');
    // Its code is fetched after the first paint (main.tsx): the preload links wait in a template.
    expect(page).toContain(
      '<template id="aula-deferred-preloads"><link rel="modulepreload" crossorigin href="/assets/start.js"></template>',
    );
    expect(page.match(/modulepreload/g)).toHaveLength(1);
    expect(page).toMatch(
      /<style data-emotion="css [^"]+">[^<]+<\/style>(<style[^>]*>[^<]*<\/style>)*<\/head>/,
    );
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(root).toContain('Skip to main content');
    expect(root).toContain('Welcome to Test University');
    expect(root).toContain('© 2025 Test University. All rights reserved.');
    // The screen's width is unknown here: both headers are drawn, and CSS shows the one that fits.
    expect(root).toContain('aria-label="Open menu"');
    expect(root).toMatch(/<nav[^>]*aria-label="Main"/);
    // The catalogue is fetched in the browser: its loading state holds its place.
    expect(root).toContain('role="status"');
  });

  it('runs no inline script (the CSP forbids it): the only scripts are the app and a JSON data block', async () => {
    const page = await renderLandingPage({ template, organisation, language: 'en' });
    const scripts = page.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/index.js">',
      '<script type="application/json" id="aula-boot">',
    ]);
    const data = /<script type="application\/json" id="aula-boot">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ organisation, signedOut: true });
  });

  it('speaks French when asked, and English again after', async () => {
    const french = await renderLandingPage({ template, organisation, language: 'fr' });
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Bienvenue à Test University');
    const english = await renderLandingPage({ template, organisation, language: 'en' });
    expect(english).toContain('Welcome to Test University');
  });
});

describe('pageLanguage', () => {
  it('follows the stored choice first, then Accept-Language by preference, else English', () => {
    expect(pageLanguage({ cookies: { 'aula.language': 'fr' }, acceptLanguage: 'en' })).toBe('fr');
    expect(pageLanguage({ cookies: { 'aula.language': 'de' }, acceptLanguage: 'fr-CA' })).toBe('fr');
    expect(pageLanguage({ cookies: {}, acceptLanguage: 'de-DE, en;q=0.5, fr;q=0.9' })).toBe('fr');
    expect(pageLanguage({ cookies: {}, acceptLanguage: 'fr;q=0, en' })).toBe('en');
    expect(pageLanguage({ cookies: {}, acceptLanguage: '*' })).toBe('en');
    expect(pageLanguage({ cookies: {}, acceptLanguage: undefined })).toBe('en');
  });
});
