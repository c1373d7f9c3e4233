// The browser's entry. It loads the app in two steps so that the browser evaluates the code in two
// tasks rather than one long one: a long task delays the page's answer to a tap (and Lighthouse
// counts it as blocking time), and the landing page is already on screen, prerendered, meanwhile.
import { unregisterServiceWorkers } from './lib/service-workers.ts';

// Spec 1 §4 "Start-up": an earlier portal's service worker must not keep serving stale pages.
unregisterServiceWorkers();

await import('./lib/i18n.ts');
const { startApp } = await import('./start-app.tsx');
await startApp();
