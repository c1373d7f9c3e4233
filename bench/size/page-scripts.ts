import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/**
 * The scripts a page loads until the network is quiet: the entry, its static imports and the lazy
 * chunks its first render asks for, from the build (`/assets/`), as the server saw them. With a
 * session cookie (`name=value`) the page opens signed in, in a fresh browser context each time. With
 * `shows` (a CSS selector), the page is measured once that element is there and the network is quiet
 * again: a player's object mounts after hydration, which can outlast a quiet network by itself.
 */
export async function scriptsLoadedBy(
  browser: Browser,
  url: string,
  { cookie, shows }: { cookie?: string; shows?: string } = {},
): Promise<string[]> {
  const origin = new URL(url).origin;
  const context = await browser.newContext();
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const split = pair.indexOf('=');
        return { name: pair.slice(0, split), value: pair.slice(split + 1), url: origin };
      }),
    );
  }
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.ok()) return;
    const address = new URL(response.url());
    // The app's own build; content a page shows (a SCORM package's scripts, from /media/) is not the app's.
    if (address.origin === origin && address.pathname.startsWith('/assets/')) loaded.add(address.pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A page that sent the visitor elsewhere (signed out to the landing page, say) is not the page measured.
    const landed = new URL(page.url());
    const asked = new URL(url);
    if (landed.pathname !== asked.pathname) throw new Error(`${url} ended at ${page.url()}`);
    if (shows) {
      await page.locator(shows).first().waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await context.close();
  }
  return [...loaded].sort();
}

/** The scripts index.html names itself: module entry scripts and modulepreload links. */
export function scriptsNamedBy(distFolder: string): string[] {
  const html = readFileSync(join(distFolder, 'index.html'), 'utf8');
  const named = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && address) named.add(new URL(address, 'http://local/').pathname);
  }
  return [...named].sort();
}
