import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/**
 * The scripts a page loads until the network is quiet: the entry, its static imports and the lazy
 * chunks its first render asks for. Paths as the server saw them (`/assets/index-abc.js`).
 */
export async function scriptsLoadedBy(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  const origin = new URL(url).origin;
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.ok()) return;
    const address = new URL(response.url());
    if (address.origin === origin) loaded.add(address.pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await page.close();
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
