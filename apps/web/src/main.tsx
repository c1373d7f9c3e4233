// The browser's entry. It loads the app in steps so that the browser evaluates the code in several
// short tasks rather than one long one: a long task delays the page's answer to a tap (Lighthouse
// counts it as blocking time), and the landing page is already on screen, prerendered, meanwhile.
// Each step is a chunk of its own (vite.config.ts), all named in index.html and fetched at once.
// Imports here stay few and small: this chunk is fetched before anything else.
import { startEarlyCall } from './lib/api-client.ts';
import { holdInputUntilHydrated, releaseHeldInput } from './lib/held-input.ts';
import { unregisterServiceWorkers } from './lib/service-workers.ts';

// Spec 1 §4 "Start-up": an earlier portal's service worker must not keep serving stale pages.
unregisterServiceWorkers();

const root = document.getElementById('root');
const prerendered = Boolean(root?.firstElementChild);

// A prerendered page takes focus and keys before the app's code has run: keys that only the app
// handles (a tab's arrow keys, Enter on a button) are held until it has hydrated the page.
if (prerendered && root) holdInputUntilHydrated(root);

// The app's first two questions go out now, while its code downloads, rather than after it. (A
// prerendered page came with their answers.)
if (!prerendered) {
  startEarlyCall('getOrganisation', {});
  startEarlyCall('auth/currentSession', {});
}

/** Lets the browser paint and handle input before the next step. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** After the browser has painted the page (or a moment, in a tab that is not painting). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

/** The preload links a prerendered page keeps aside (prerender-landing.tsx), now put to work. */
function fetchDeferredPreloads(): void {
  // The same id as boot-data.ts's deferredPreloadsId, spelled here to keep this chunk small.
  const links = document.getElementById('aula-deferred-preloads');
  if (links instanceof HTMLTemplateElement) document.head.append(links.content);
}

// In a function, not at the top level: the chunks loaded below import helpers from this module's
// chunk, which would not finish evaluating while a top-level await here waited for them.
async function start(): Promise<void> {
  // A prerendered page is on screen first; its code is fetched after, so that the first paint does
  // not wait for (or share the connection with) the app's code.
  if (prerendered) {
    await afterFirstPaint();
    fetchDeferredPreloads();
  }
  await import('./lib/i18n.ts');
  await yieldToBrowser();
  // React DOM is a step of its own: evaluated with the rest of the app's start, it was one long task.
  await import('./lib/react-dom-client.ts');
  await yieldToBrowser();
  await import('./app/theme.ts');
  await yieldToBrowser();
  const { startApp } = await import('./start-app.tsx');
  await yieldToBrowser();
  await startApp();
}

// An app that failed to start never takes the held keys: they are let go (the page's links work alone).
start().catch((error: unknown) => {
  releaseHeldInput();
  throw error;
});
