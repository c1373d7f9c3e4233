import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { unregisterServiceWorkers } from './lib/service-workers.ts';

// Spec 1 §4 "Start-up": an earlier portal's service worker must not keep serving stale pages.
unregisterServiceWorkers();

// Start what the first screen needs at once, in parallel with the organisation's API call.
void i18n.loadNamespaces(['public-site', 'programs']);
preloadPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createQueryClient()} />
    </BrowserRouter>
  </StrictMode>,
);
