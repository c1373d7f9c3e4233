import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium: Playwright's and Lighthouse's own browser downloads cannot be fetched here. */
export const chromiumPath = '/usr/bin/chromium';

/** The switches of the browser journeys: headless, and no calls to Google's services on a closed network. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** Debian's Chromium with the same switches as the browser journeys. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}
