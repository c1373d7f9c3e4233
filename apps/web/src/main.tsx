// The browser's entry. It loads the app in steps so that the browser evaluates the code in several
// short tasks rather than one long one: a long task delays the page's answer to a tap (Lighthouse
// counts it as blocking time), and the landing page is already on screen, prerendered, meanwhile.
// Each step is a chunk of its own (vite.config.ts), all named in index.html and fetched at once.
import { startEarlyCall } from './lib/api-client.ts';
import { unregisterServiceWorkers } from './lib/service-workers.ts';

// Spec 1 §4 "Start-up": an earlier portal's service worker must not keep serving stale pages.
unregisterServiceWorkers();

// The app's first two questions go out now, while its code downloads, rather than after it. (A
// prerendered page came with their answers.)
if (!document.getElementById('root')?.firstElementChild) {
  startEarlyCall('getOrganisation', {});
  startEarlyCall('auth/currentSession', {});
}

/** Lets the browser paint and handle input before the next step. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// In a function, not at the top level: the chunks loaded below import helpers from this module's
// chunk, which would not finish evaluating while a top-level await here waited for them.
async function start(): Promise<void> {
  await import('./lib/i18n.ts');
  await yieldToBrowser();
  await import('./app/theme.ts');
  await yieldToBrowser();
  const { startApp } = await import('./start-app.tsx');
  await yieldToBrowser();
  await startApp();
}

void start();
