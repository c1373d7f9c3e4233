import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { readBootData, seedBootData } from './lib/boot-data.ts';
import { i18n, startupNamespaces } from './lib/i18n.ts';
import { organisationQuery } from './lib/organisation.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createRoot, hydrateRoot } from './lib/react-dom-client.ts';
import { sessionQuery } from './lib/session.ts';

/**
 * Renders the app, or hydrates the page the server prerendered; main.tsx calls it once i18n is set up.
 * A function rather than top-level code: a top-level await here would hold back every chunk that
 * shares this one's modules, the page's own code included, and so wait for itself.
 */
export async function startApp(): Promise<void> {
  const boot = readBootData(document);
  // Start what the first screen needs at once, in parallel with the organisation's API call. (A
  // prerendered signed-in page came with its page's catalogues, loaded with its code.)
  const catalogues = boot && 'signedIn' in boot ? undefined : i18n.loadNamespaces(startupNamespaces);
  const pageCode = preloadPage(window.location.pathname);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');

  const queryClient = createQueryClient();
  if (boot) seedBootData(queryClient, boot);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>
  );

  // The server prerenders the landing page (and, for a signed-in learner, the pages of
  // `signedInPrerenderPaths`) in the language it expects the visitor to choose (their cookie, else
  // Accept-Language). When this browser chose the same, React adopts that HTML; otherwise it draws
  // the page anew in the visitor's language.
  const prerendered = boot !== undefined && root.firstElementChild !== null;
  if (prerendered && document.documentElement.lang === i18n.language) {
    // Hydrating in one pass needs the texts and the page's code at hand (else React waits, then redoes).
    await Promise.all([catalogues, pageCode]);
    // A transition lets React hydrate in slices, leaving the main thread free between them.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    if (prerendered) root.replaceChildren();
    // The organisation and the session were asked for by main.tsx and have usually arrived by now.
    // Rendering once with them is far cheaper than rendering the loading state and then, when they
    // land in the middle of that render, the whole screen again in one blocking piece. A slow
    // answer does not hold the screen back for long: after a second it shows its loading state.
    await Promise.race([
      Promise.all([
        queryClient.prefetchQuery(organisationQuery()),
        queryClient.prefetchQuery(sessionQuery()),
      ]),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
